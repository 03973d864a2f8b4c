import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';

// A page's charts mount one per task, in the page's order: x-charts measures its box and draws again in its
// layout effects, so a dashboard's charts mounted together made one long task (60–90 ms at full speed, far more on
// a slow phone), which blocks a tap (docs/performance.md, "Charts one at a time").
const waiting: Array<() => void> = [];
let turning = false;

function grantNext() {
  const grant = waiting.shift();
  turning = grant !== undefined;
  grant?.();
}

function askForTurn(grant: () => void) {
  waiting.push(grant);
  if (turning) return;
  turning = true;
  setTimeout(grantNext);
}

/** Shows `placeholder` until this chart's turn, then the chart; hands the turn on once the chart is on screen. */
export function PlotTurn({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [mine, setMine] = useState(false);
  const handedOn = useRef(false);
  const handOn = useCallback(() => {
    if (handedOn.current) return;
    handedOn.current = true;
    setTimeout(grantNext);
  }, []);
  useEffect(() => {
    let granted = false;
    const grant = () => {
      granted = true;
      setMine(true);
    };
    askForTurn(grant);
    return () => {
      // Gone before its turn: out of the line; gone with its turn, before its chart showed: the next one's turn.
      if (granted) handOn();
      else if (waiting.includes(grant)) waiting.splice(waiting.indexOf(grant), 1);
    };
  }, [handOn]);
  if (!mine) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {children}
      <OnShown run={handOn} />
    </Suspense>
  );
}

/** Its effect runs when its Suspense boundary's content is committed, not while the boundary waits. */
function OnShown({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
