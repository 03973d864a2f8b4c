/** yyyy-mm-dd, as a native date input gives it. */
const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with a date range (the key of its message), or null: both ends are needed, and the end may not
 * come before the start. Days compare as text, as yyyy-mm-dd sorts by date.
 */
export function dateRangeError(from: string, to: string): 'rangeIncomplete' | 'rangeOrder' | null {
  if (!from && !to) return null;
  if (!day.test(from) || !day.test(to)) return 'rangeIncomplete';
  return to < from ? 'rangeOrder' : null;
}
