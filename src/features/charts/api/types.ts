/** One named series of numbers, its name in the reader's language. */
export interface NamedSeries {
  key: string;
  label: string;
  data: number[];
}

/** A share of a whole (pie and donut). */
export interface Share {
  key: string;
  label: string;
  value: number;
}

/**
 * GET /api/pages/charts (docs/api.md, "Charts"): the charts gallery's figures, every label in the reader's
 * language. Months are `yyyy-mm`, written by the screen in the reader's calendar.
 */
export interface ChartsData {
  months: string[];
  /** Revenue and expenses per month, in XAF (line and area). */
  finances: NamedSeries[];
  /** Orders per month (bar). */
  orders: NamedSeries;
  /** Sales per quarter and channel, in XAF (stacked bar). */
  quarters: string[];
  channels: NamedSeries[];
  /** Visits by device (pie) and orders by payment method (donut). */
  devices: Share[];
  payments: Share[];
  /** Team scores out of 100 on each axis, two years (radar). */
  skills: { axes: string[]; series: NamedSeries[] };
  /** One point per order: items in the basket and its amount in XAF (scatter). */
  baskets: Array<{ id: number; items: number; amount: number }>;
  /** The month's sales goal (gauge): reached and target, in XAF. */
  goal: { reached: number; target: number };
  /** Visitors per day over the last two weeks (sparkline), oldest first. */
  visitors: number[];
}
