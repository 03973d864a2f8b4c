import { describe, expect, it } from 'vitest';
import { parseMonthYear, parseShortMoney, taskProgress } from './amounts';

describe('profile amounts', () => {
  it('reads short money strings', () => {
    expect(parseShortMoney('$48k')).toBe(48_000);
    expect(parseShortMoney('$1.5M')).toBe(1_500_000);
    expect(parseShortMoney('$1,250')).toBe(1250);
    expect(parseShortMoney('n/a')).toBeNaN();
  });

  it('computes the share of completed tasks', () => {
    expect(taskProgress(290, 344)).toBe(84);
    expect(taskProgress(0, 0)).toBe(0);
  });

  it('reads "April 2021" as the first of that month, and nothing else', () => {
    expect(parseMonthYear('April 2021')).toEqual(new Date(2021, 3, 1));
    expect(parseMonthYear('2021-04')).toBeNull();
  });
});
