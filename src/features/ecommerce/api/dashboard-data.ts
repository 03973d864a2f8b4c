import type { MonthSales } from './dashboard-types';

export interface MonthPoint {
  month: Date;
  orders: number;
  revenue: number;
}

/** The answer's months (`yyyy-mm`) as the charts take them: the first day of each, in the reader's time zone. */
export const monthPoints = (months: readonly MonthSales[]): MonthPoint[] =>
  months.map((m) => {
    const [year, month] = m.month.split('-').map(Number);
    return { ...m, month: new Date(year!, month! - 1, 1) };
  });
