import { useEffect, useRef, useState } from 'react';

/** docs/spec.md §9: a horizontal menu opens 300 ms after the pointer arrives and closes 250 ms after it leaves. */
export const menuOpenDelay = 300;
export const menuCloseDelay = 250;

export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const [viaKeyboard, setViaKeyboard] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const clear = () => window.clearTimeout(timer.current);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (keyboard: boolean) => {
    clear();
    setViaKeyboard(keyboard);
    setOpen(true);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };
  return {
    open,
    viaKeyboard,
    show,
    hide,
    hover: {
      onMouseEnter: () => {
        clear();
        if (!open) timer.current = window.setTimeout(() => show(false), menuOpenDelay);
      },
      onMouseLeave: () => {
        clear();
        timer.current = window.setTimeout(hide, menuCloseDelay);
      },
    },
  };
}
