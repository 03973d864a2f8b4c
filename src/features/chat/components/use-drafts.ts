import { useCallback, useSyncExternalStore } from 'react';

const storageKey = 'okoume-chat-drafts';
const listeners = new Set<() => void>();

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

let drafts = read();

function write(next: Record<string, string>) {
  drafts = next;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or refused: the drafts still live for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The unsent text of each conversation (docs/product.md, chat): what was typed to one contact waits there while
 * the user reads another, and survives a reload of the tab (sessionStorage), never leaving the browser.
 */
export function useDraft(contactId: number): [string, (text: string) => void] {
  const key = String(contactId);
  const draft = useSyncExternalStore(subscribe, () => drafts[key] ?? '');
  const setDraft = useCallback(
    (text: string) => {
      const { [key]: _previous, ...others } = drafts;
      write(text ? { ...others, [key]: text } : others);
    },
    [key],
  );
  return [draft, setDraft];
}

/** Back to no draft (tests). */
export function clearDrafts() {
  write({});
}
