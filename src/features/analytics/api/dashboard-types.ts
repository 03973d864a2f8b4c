/** GET /api/dashboard/analytics (docs/api.md, "Dashboards"): amounts in XAF, days as ISO dates. */
export type Tone = 'primary' | 'success' | 'info' | 'warning' | 'error';
export type EarningsTab = 'orders' | 'sales' | 'profit' | 'income';
export type TrafficMetric = 'sessions' | 'visitors' | 'pageViews' | 'conversion';
export type TrafficSource = 'search' | 'direct' | 'social' | 'email' | 'referral' | 'ads';
export type CampaignStep = 'sent' | 'opened' | 'clicked' | 'subscribed' | 'bounced' | 'unsubscribed';

/** A day's figure, oldest first. */
export interface DayValue {
  date: string;
  value: number;
}

export interface AnalyticsDashboard {
  currency: 'XAF';
  /** This month ("YYYY-MM"): its revenue against the target, and the trainees enrolled. */
  welcome: { month: string; revenue: number; target: number; trainees: number };
  /** The website's last eight weeks, one figure a week (conversion is a fraction); change over the eight before. */
  traffic: Array<{ metric: TrafficMetric; total: number; change: number; weeks: number[] }>;
  /** Sales of each of the last fourteen days, and their average. */
  averageDailySales: { average: number; change: number; days: DayValue[] };
  /** This month's sales by channel: online (e-learning, shop) and on site (sessions in Libreville), and the orders. */
  salesOverview: { total: number; change: number; online: number; onSite: number; orders: number };
  /** The last seven days, one series per tab: orders are counted, the others are amounts. */
  earnings: Record<EarningsTab, DayValue[]>;
  /** The last seven days' support tickets; `resolved` is the share closed (a fraction). */
  support: { tickets: number; newTickets: number; open: number; responseHours: number; resolved: number };
  /** Visits by source, most first, with their change over the month before. */
  sources: Array<{ source: TrafficSource; visits: number; change: number }>;
  /** This month's e-mail campaign, step by step; `rate` is the share of the e-mails sent. */
  campaign: Array<{ step: CampaignStep; count: number; rate: number }>;
  /** Project milestones, newest first; texts in the reader's language. */
  timeline: Array<{ id: number; date: string; title: string; detail: string; tone: Tone }>;
}
