/** Ends the current task and resumes in a new one, so the browser can paint and handle input in between. */
export const yieldToMain = (): Promise<unknown> =>
  'yield' in (globalThis.scheduler ?? {}) ? scheduler.yield() : new Promise((go) => setTimeout(go));
