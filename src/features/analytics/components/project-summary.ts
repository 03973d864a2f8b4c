import type { AnalyticsProject } from '../api/types';

/** A project under this progress (percent) is "at risk". */
export const atRiskThreshold = 40;

export const progressBands = ['atRisk', 'started', 'advanced', 'done'] as const;
export type ProgressBand = (typeof progressBands)[number];

export function bandOf(progress: number): ProgressBand {
  if (progress < atRiskThreshold) return 'atRisk';
  if (progress < 70) return 'started';
  if (progress < 100) return 'advanced';
  return 'done';
}

/** "18:42" (hours:minutes) to minutes. */
export const minutesOf = (hours: string) => {
  const [h = '0', m = '0'] = hours.split(':');
  return Number(h) * 60 + Number(m);
};

export function summarize(projects: readonly AnalyticsProject[]) {
  const count = projects.length;
  const totalMinutes = projects.reduce((s, p) => s + minutesOf(p.hours), 0);
  const bands = Object.fromEntries(progressBands.map((b) => [b, 0])) as Record<ProgressBand, number>;
  for (const p of projects) bands[bandOf(p.progress)] += 1;
  return {
    count,
    averageProgress: count ? projects.reduce((s, p) => s + p.progress, 0) / count : 0,
    totalHours: totalMinutes / 60,
    atRisk: bands.atRisk,
    bands,
  };
}

export type ProjectSummary = ReturnType<typeof summarize>;
