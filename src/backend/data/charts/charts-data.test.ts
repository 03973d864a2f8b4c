import { describe, expect, it } from 'vitest';
import { chartsData } from './charts-data';

describe('GET /api/pages/charts data', () => {
  it('answers the same figures in every language, with the labels in that language', () => {
    const [fr, en, ar] = [chartsData('fr'), chartsData('en'), chartsData('ar')];
    const numbers = (d: ReturnType<typeof chartsData>) =>
      JSON.stringify([
        d.finances.map((s) => s.data),
        d.channels.map((s) => s.data),
        d.devices.map((s) => s.value),
        d.baskets,
        d.goal,
        d.visitors,
      ]);
    expect(numbers(en)).toBe(numbers(fr));
    expect(numbers(ar)).toBe(numbers(fr));
    expect(fr.finances.map((s) => s.label)).toEqual(['Chiffre d’affaires', 'Dépenses']);
    expect(ar.devices.map((s) => s.label)).toEqual(['الهاتف المحمول', 'الحاسوب', 'الجهاز اللوحي']);
    expect(en.quarters).toEqual(['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025']);
  });

  it('has one value per month, quarter and axis, and a goal under its target', () => {
    const data = chartsData('fr');
    expect(data.months).toHaveLength(12);
    for (const series of [...data.finances, data.orders]) expect(series.data).toHaveLength(12);
    for (const series of data.channels) expect(series.data).toHaveLength(4);
    for (const series of data.skills.series) expect(series.data).toHaveLength(data.skills.axes.length);
    expect(data.goal.reached).toBeLessThan(data.goal.target);
    expect(data.finances[1]!.data.every((expense, i) => expense < data.finances[0]!.data[i]!)).toBe(true);
  });
});
