import { type ReactNode, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

// A dashboard's widgets and charts mount one per task, in the page's order, instead of all in one commit when the
// page's data arrives: that commit, its layout effects (x-charts measures its box and draws again) and the layout
// that follows made one long task (60–90 ms at full speed, several times that on a slow phone), which blocks a tap
// (docs/performance.md, "A first load's long tasks").
const waiting: Array<() => void> = [];
let turning = false;

function grantNext() {
  const grant = waiting.shift();
  turning = grant !== undefined;
  grant?.();
}

/**
 * True once `wanted` and this part's turn has come (parts asking in one render get turns in the tree's order);
 * call `done` once the part is on screen, which gives the next part its turn in a task of its own.
 */
export function useTurn(wanted: boolean): { mine: boolean; done: () => void } {
  const [mine, setMine] = useState(false);
  const granted = useRef(false);
  const handedOn = useRef(false);
  const done = useCallback(() => {
    if (handedOn.current) return;
    handedOn.current = true;
    setTimeout(grantNext);
  }, []);
  useEffect(() => {
    if (!wanted || mine) return;
    const grant = () => {
      granted.current = true;
      // A transition: the part's first render yields to the browser every few milliseconds.
      startTransition(() => setMine(true));
    };
    waiting.push(grant);
    if (!turning) {
      turning = true;
      setTimeout(grantNext);
    }
    return () => {
      if (!granted.current && waiting.includes(grant)) waiting.splice(waiting.indexOf(grant), 1);
    };
  }, [wanted, mine]);
  // Gone with the turn before it was handed on (the page left): the next part's turn.
  useEffect(
    () => () => {
      if (granted.current) done();
    },
    [done],
  );
  return { mine, done };
}

/**
 * How far beyond the viewport a part asks for its turn: below that, it keeps its placeholder until the reader
 * scrolls near, so a first load draws what it shows and no more (docs/performance.md, "Drawn when near").
 */
export const drawAhead = '50% 0px';

/** `useTurn`, asked for once the element given `ref` is within `drawAhead` of the viewport. */
export function useNearTurn<T extends Element>(wanted: boolean) {
  const [ref, near] = useNearViewport<T>(drawAhead);
  return { ref, ...useTurn(near && wanted) };
}

/**
 * Shows `placeholder` until this chart is `near` (within `drawAhead`) and its turn has come, then the chart; hands
 * the turn on once the chart is on screen.
 */
export function PlotTurn({
  near,
  placeholder,
  children,
}: {
  near: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const { mine, done } = useTurn(near);
  if (!mine) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {children}
      <OnShown run={done} />
    </Suspense>
  );
}

/** Its effect runs when its Suspense boundary's content is committed, not while the boundary waits. */
function OnShown({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
