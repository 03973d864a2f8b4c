import { useLayoutEffect, useRef } from 'react';

interface Options {
  /** Off while a dialog (compose) has the keyboard. */
  enabled: boolean;
  /** The list is shown (no message open): the keys that move act. */
  inList: boolean;
  count: number;
  active: number;
  /** The active row has the focus: a move goes from it; otherwise the first move lands on it. */
  activeFocused: () => boolean;
  move: (index: number) => void;
  compose: () => void;
  close: () => void;
}

/** Keys typed into a field, a menu or an editor are theirs. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="menu"],[role="dialog"]') !== null);

/**
 * The mailbox's keyboard (issue "E-mail"): arrows or j/k move through the list, Enter opens (the row is a link),
 * c composes, Escape closes the open message. Modified keys and typing are left alone.
 */
export function useMailKeys(options: Options) {
  const latest = useRef(options);
  // Layout effects: the keys work from the first frame that shows the list, so a key pressed at once is not lost.
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { enabled, inList, count, active, activeFocused, move, compose, close } = latest.current;
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target))
        return;
      const step = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 }[event.key];
      if (step && inList && count > 0) {
        event.preventDefault();
        move(Math.min(count - 1, Math.max(0, activeFocused() ? active + step : active)));
      } else if (event.key === 'c') {
        event.preventDefault();
        compose();
      } else if (event.key === 'Escape' && !inList) {
        event.preventDefault();
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
