import type { OptionsObject, SnackbarMessage } from 'notistack';
import { useSyncExternalStore } from 'react';

/* Toasts stay out of the first load: the toaster (notistack) is mounted on the first `toast()` call. */
let wanted = false;
const listeners = new Set<() => void>();
const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
let mounted = deferred();

export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** Called by the mounted toaster (as an effect); its clean-up makes the next toast wait for the next toaster. */
export function toasterMounted() {
  mounted.resolve();
  return () => void (mounted = deferred());
}

export function toast(message: SnackbarMessage, options?: OptionsObject) {
  wantToaster();
  const ready = mounted.promise;
  void Promise.all([import('notistack'), ready]).then(([{ enqueueSnackbar }]) => enqueueSnackbar(message, options));
}
