import { formatDate } from '@/lib/format';

/** The first day of a `yyyy-mm` month, in local time (the API's months). */
export const monthStart = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/** Month labels, their direction and which of them to show: the line and bar charts share them. */
export interface MonthAxis {
  /** "juil. 2024": the axis values, and what the tooltip shows. */
  labels: string[];
  /** The text under each tick: the month alone, with its year on the first month and on January. */
  tick: (label: string) => string;
  reverse: boolean;
  tickLabelInterval: (value: unknown, index: number) => boolean;
}

/**
 * Arabic month names have no short form ("سبتمبر"), so "month + year" under every tick collided on a
 * desktop. The tick gives the year only where it starts (the first month, January): half the text, and the
 * year is still read once per run of months.
 */
export function monthAxis(months: readonly Date[], language: string, rtl: boolean, step: number): MonthAxis {
  const full = months.map((m) => formatDate(m, language, { month: 'short', year: 'numeric' }));
  // A December first would carry its year right beside the next January's: the two long labels collide, and
  // January's year already dates the run.
  const carriesYear = (m: Date, i: number) => m.getMonth() === 0 || (i === 0 && !(step === 1 && m.getMonth() === 11));
  const short = new Map(
    months.map((m, i) => [
      full[i]!,
      carriesYear(m, i)
        ? formatDate(m, language, { month: 'short', year: '2-digit' })
        : formatDate(m, language, { month: 'short' }),
    ]),
  );
  return {
    labels: full,
    tick: (label) => short.get(label) ?? label,
    reverse: rtl,
    tickLabelInterval: (_, i) => i % step === 0,
  };
}
