/** GET /api/dashboards/crm (docs/api.md, "Dashboards"): amounts in XAF, months as "YYYY-MM", days as ISO dates. */
export type EarningsTab = 'orders' | 'sales' | 'profit' | 'income';
export type Tone = 'primary' | 'success' | 'info' | 'warning' | 'error';
export type PaymentMethod = 'mobileMoney' | 'card' | 'transfer' | 'cash';

export interface CrmDashboard {
  currency: 'XAF';
  /** Sales of the last six months, with the change over the six before (a fraction: 0.12 is +12 %). */
  sales: { total: number; change: number; months: Array<{ month: string; value: number }> };
  /** Revenue of each day of the last week, oldest first. */
  revenueGrowth: { total: number; change: number; days: Array<{ date: string; value: number }> };
  earnings: Record<EarningsTab, Array<{ month: string; value: number }>>;
  /** ISO 3166 codes: the reader's browser names them (Intl.DisplayNames). */
  countries: Array<{ code: string; sales: number; change: number }>;
  projects: Array<{ id: number; name: string; client: string; progress: number; tone: Tone }>;
  transactions: Array<{ id: number; method: PaymentMethod; party: string; date: string; amount: number }>;
  activity: Array<{ id: number; date: string; title: string; detail: string; tone: Tone }>;
}
