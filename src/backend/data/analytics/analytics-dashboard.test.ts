import { describe, expect, it } from 'vitest';
import { analyticsDashboard } from './analytics-dashboard';

describe('the analytics dashboard’s figures', () => {
  it('are the same on every call, and only the timeline’s texts change with the language', () => {
    const [fr, en, ar] = (['fr', 'en', 'ar'] as const).map(analyticsDashboard);
    expect(analyticsDashboard('fr')).toEqual(fr);
    const { timeline: frTimeline, ...frFigures } = fr!;
    const { timeline: enTimeline, ...enFigures } = en!;
    expect(enFigures).toEqual(frFigures);
    expect(frTimeline[0]!.title).toBe('Tableau Power BI livré');
    expect(enTimeline[0]!.title).toBe('Power BI dashboard delivered');
    expect(ar!.timeline[0]!.title).toBe('تسليم لوحة Power BI');
  });

  it('adds up: channels make the sales total, sources come most first, every rate is of the e-mails sent', () => {
    const d = analyticsDashboard('en');
    expect(d.salesOverview.total).toBe(d.salesOverview.online + d.salesOverview.onSite);
    const visits = d.sources.map((s) => s.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    const sent = d.campaign[0]!.count;
    for (const step of d.campaign) expect(step.count).toBe(Math.round(sent * step.rate));
    const days = d.averageDailySales.days;
    expect(days).toHaveLength(14);
    expect(days.at(-1)!.date).toBe('2026-11-23');
    const mean = days.reduce((s, x) => s + x.value, 0) / days.length;
    expect(Math.abs(d.averageDailySales.average - mean)).toBeLessThanOrEqual(500);
    for (const series of Object.values(d.earnings)) {
      expect(series.map((x) => x.date)).toEqual(days.slice(-7).map((x) => x.date));
      for (const x of series) expect(x.value).toBeGreaterThan(0);
    }
    for (const m of d.traffic) expect(m.weeks).toHaveLength(8);
  });
});
