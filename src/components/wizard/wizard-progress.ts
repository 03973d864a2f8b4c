import type { StepSpec } from './wizard-steps';

/**
 * How far a wizard may go with these values: the index of the first step whose schema fails, or the last
 * step when every one passes. Steps up to it can be opened; the ones after wait for it.
 */
export function lastReachable(steps: readonly StepSpec[], values: unknown): number {
  const invalid = steps.findIndex((step) => !step.schema.safeParse(values).success);
  return invalid === -1 ? steps.length - 1 : invalid;
}

/**
 * The step `?step=` opens: none opens the first; an unknown or not yet reachable one falls back to the first
 * step that still needs filling (the "a step not yet reachable in the URL").
 */
export function resolveStep(steps: readonly StepSpec[], requested: string | null, reachable: number): number {
  if (requested === null) return 0;
  const index = steps.findIndex((step) => step.id === requested);
  return index === -1 || index > reachable ? reachable : index;
}
