/** docs/spec.md §9: start 10 %, buffer 20 %, tick 800 ms, steps 5-15 %, hold at 82 %, reset 300 ms after 100 %. */
export const loadingBar = {
  start: 10,
  buffer: 20,
  tickMs: 800,
  minStep: 5,
  maxStep: 15,
  hold: 82,
  resetMs: 300,
} as const;

export interface LoadingBarState {
  visible: boolean;
  value: number;
  buffer: number;
}

export const idleState: LoadingBarState = { visible: false, value: 0, buffer: 0 };

export const startState = (): LoadingBarState => ({
  visible: true,
  value: loadingBar.start,
  buffer: loadingBar.buffer,
});

/** One 800 ms step: grows by a random 5-15 %, never past the hold value. `random` is in [0, 1). */
export function tick(state: LoadingBarState, random: number): LoadingBarState {
  const step = loadingBar.minStep + random * (loadingBar.maxStep - loadingBar.minStep);
  const value = Math.min(loadingBar.hold, state.value + step);
  return { ...state, value, buffer: Math.min(100, Math.max(state.buffer, value + 10)) };
}

export const doneState = (): LoadingBarState => ({ visible: true, value: 100, buffer: 100 });
