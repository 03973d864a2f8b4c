import { type ComponentType, lazy, useState } from 'react';

/**
 * A lazy component whose code can be fetched ahead of need: `preload` is called when the user points at or
 * focuses what opens it, so the first open rarely waits.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(
    lazy(() => start().then((component) => ({ default: component }))),
    { preload: () => void start() },
  );
}

/** True from the first time `open` is true: a popup's code loads on its first opening, then it stays mounted to animate out. */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
