const multipliers: Record<string, number> = { k: 1e3, m: 1e6 };

/** The mock's short money strings ("$48k", "$1.2M", "$950") as a number of dollars; NaN when it is not one. */
export function parseShortMoney(value: string): number {
  const match = /(-?\d+(?:[.,]\d+)?)\s*([km])?/i.exec(value.replace(/,(?=\d{3})/g, ''));
  if (!match) return Number.NaN;
  return Number.parseFloat(match[1]!.replace(',', '.')) * (multipliers[match[2]?.toLowerCase() ?? ''] ?? 1);
}

/** Share of completed tasks, 0 to 100; a project without tasks has made no progress. */
export const taskProgress = (completed: number, total: number) =>
  total > 0 ? Math.round((completed / total) * 100) : 0;

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The header's joining date ("April 2021") as a date, so it can be written in the reader's language; null otherwise. */
export function parseMonthYear(value: string): Date | null {
  const match = /^([a-z]+)\s+(\d{4})$/i.exec(value.trim());
  const month = match ? months.indexOf(match[1]!.toLowerCase()) : -1;
  return match && month >= 0 ? new Date(Number(match[2]), month, 1) : null;
}
