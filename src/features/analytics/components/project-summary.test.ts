import { describe, expect, it } from 'vitest';
import type { AnalyticsProject } from '../api/types';
import { bandOf, minutesOf, summarize } from './project-summary';

const project = (progress: number, hours: string): AnalyticsProject => ({
  id: progress,
  logo: 'react',
  name: `P${progress}`,
  project: 'React Project',
  leader: 'A B',
  progress,
  hours,
  team: [],
});

describe('project summary', () => {
  it('reads hours:minutes', () => {
    expect(minutesOf('18:42')).toBe(18 * 60 + 42);
    expect(minutesOf('0:05')).toBe(5);
  });

  it('puts 39 at risk and 40 out of it, 100 in done', () => {
    expect(bandOf(39)).toBe('atRisk');
    expect(bandOf(40)).toBe('started');
    expect(bandOf(99)).toBe('advanced');
    expect(bandOf(100)).toBe('done');
  });

  it('counts, averages, adds hours and bands', () => {
    const s = summarize([project(10, '1:30'), project(50, '2:30'), project(100, '6:00')]);
    expect(s).toMatchObject({ count: 3, averageProgress: (10 + 50 + 100) / 3, totalHours: 10, atRisk: 1 });
    expect(s.bands).toEqual({ atRisk: 1, started: 1, advanced: 0, done: 1 });
  });

  it('gives zeros for no project', () => {
    expect(summarize([])).toMatchObject({ count: 0, averageProgress: 0, totalHours: 0, atRisk: 0 });
  });
});
