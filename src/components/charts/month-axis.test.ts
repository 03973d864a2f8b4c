import { describe, expect, it } from 'vitest';
import { monthAxis } from './month-axis';

const months = Array.from({ length: 12 }, (_, i) => new Date(2024, 6 + i, 1)); // July 2024 to June 2025

describe('monthAxis', () => {
  it('keeps Arabic tick labels short: the month alone, the year only where it starts', () => {
    const axis = monthAxis(months, 'ar', true, 1);
    const ticks = axis.labels.map(axis.tick);
    expect(ticks[0]).toMatch(/24/);
    expect(ticks[6]).toMatch(/25/); // January
    const others = ticks.filter((_, i) => i !== 0 && i !== 6);
    for (const tick of others) expect(tick).not.toMatch(/\d/);
    // The longest Arabic month name: short enough for 12 ticks on a desktop chart.
    expect(Math.max(...others.map((t) => t.length))).toBeLessThanOrEqual(6);
    expect(axis.reverse).toBe(true);
  });

  it('gives the tooltip the full month and year, and thins ticks by the step', () => {
    const axis = monthAxis(months, 'fr', false, 3);
    expect(axis.labels[1]).toBe('août 2024');
    expect(axis.tick(axis.labels[1]!)).toBe('août');
    expect(months.map((_, i) => axis.tickLabelInterval(null, i)).filter(Boolean)).toHaveLength(4);
  });

  it('gives no year to a first December whose next tick, January, carries it', () => {
    const winter = Array.from({ length: 12 }, (_, i) => new Date(2025, 11 + i, 1)); // December 2025 to November 2026
    const axis = monthAxis(winter, 'fr', false, 1);
    expect(axis.tick(axis.labels[0]!)).toBe('déc.');
    expect(axis.tick(axis.labels[1]!)).toMatch(/^janv\. 26$/);
    // Thinned ticks keep the year on the first one: January may not be shown.
    const thinned = monthAxis(winter, 'fr', false, 2);
    expect(thinned.tick(thinned.labels[0]!)).toMatch(/25/);
  });
});
