import { useEffect, useState } from 'react';
import { doneState, idleState, loadingBar, startState, tick } from './loading-bar-model';

/** Drives the bar while `active` is true; on false it completes, then hides after 300 ms. */
export function useLoadingBar(active: boolean, random: () => number = Math.random) {
  const [state, setState] = useState(idleState);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setState(active ? startState() : state.visible ? doneState() : state);
  }
  const complete = !active && state.visible && state.value === 100;
  useEffect(() => {
    if (active) {
      const timer = window.setInterval(() => setState((s) => tick(s, random())), loadingBar.tickMs);
      return () => window.clearInterval(timer);
    }
    if (!complete) return;
    const reset = window.setTimeout(() => setState(idleState), loadingBar.resetMs);
    return () => window.clearTimeout(reset);
  }, [active, complete, random]);
  return state;
}
