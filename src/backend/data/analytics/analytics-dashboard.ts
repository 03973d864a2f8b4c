import type { ApiLanguage } from '@/mocks/utils';
import type {
  AnalyticsDashboard,
  CampaignStep,
  DayValue,
  EarningsTab,
  TrafficMetric,
} from '@/features/analytics/api/dashboard-types';

/**
 * The analytics dashboard's sample figures (docs/decisions.md, "Computed dashboards"): computed from fixed
 * numbers, so every host answers the same body without a table; only the timeline's texts follow the language.
 */
const wave = (i: number, base: number, swing: number, seed: number) =>
  base + swing * Math.sin(i * 1.3 + seed) + (swing / 3) * Math.cos(i * 0.7 + seed * 2);

const round = (v: number, step: number) => Math.round(v / step) * step;

/** `count` days ending on `last` (an ISO date), oldest first, one wave-shaped figure each. */
const daysUntil = (last: string, count: number, value: (i: number) => number): DayValue[] =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${last}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - (count - 1 - i));
    return { date: d.toISOString().slice(0, 10), value: value(i) };
  });

const today = '2026-11-23';

const trafficBase: Record<TrafficMetric, [base: number, swing: number, step: number]> = {
  sessions: [3_400, 620, 10],
  visitors: [2_150, 380, 10],
  pageViews: [9_800, 1_700, 10],
  conversion: [0.032, 0.006, 0.001],
};
const trafficChange: Record<TrafficMetric, number> = {
  sessions: 0.128,
  visitors: 0.094,
  pageViews: 0.162,
  conversion: -0.021,
};

const earningsBase: Record<EarningsTab, [base: number, swing: number, step: number]> = {
  orders: [46, 14, 1],
  sales: [3_600_000, 1_100_000, 5_000],
  profit: [980_000, 320_000, 5_000],
  income: [1_450_000, 450_000, 5_000],
};

const campaignRates: Array<[CampaignStep, number]> = [
  ['sent', 1],
  ['opened', 0.412],
  ['clicked', 0.126],
  ['subscribed', 0.048],
  ['bounced', 0.021],
  ['unsubscribed', 0.009],
];
const campaignSent = 12_480;

type Texts = Record<ApiLanguage, string>;

const timeline: Array<{
  date: string;
  title: Texts;
  detail: Texts;
  tone: AnalyticsDashboard['timeline'][number]['tone'];
}> = [
  {
    date: '2026-11-23T10:15:00Z',
    title: { fr: 'Tableau Power BI livré', en: 'Power BI dashboard delivered', ar: 'تسليم لوحة Power BI' },
    detail: {
      fr: 'La SEEG suit désormais sa facturation par quartier de Libreville.',
      en: 'SEEG now follows its billing by Libreville district.',
      ar: 'تتابع الشركة الآن فواتيرها حسب أحياء ليبرفيل.',
    },
    tone: 'success',
  },
  {
    date: '2026-11-20T14:30:00Z',
    title: {
      fr: 'Session de formation SIG',
      en: 'GIS training session',
      ar: 'دورة تدريبية في نظم المعلومات الجغرافية',
    },
    detail: {
      fr: '18 agents du ministère des Eaux et Forêts formés à QGIS.',
      en: '18 Water and Forests ministry officers trained in QGIS.',
      ar: 'تدريب 18 موظفًا من وزارة المياه والغابات على QGIS.',
    },
    tone: 'primary',
  },
  {
    date: '2026-11-17T09:00:00Z',
    title: { fr: 'Sprint 4 de l’application mobile', en: 'Mobile app sprint 4', ar: 'المرحلة 4 من تطبيق الهاتف' },
    detail: {
      fr: 'Paiement Airtel Money et Moov Money en recette à Douala.',
      en: 'Airtel Money and Moov Money payment in acceptance testing in Douala.',
      ar: 'اختبار قبول الدفع عبر إيرتل موني وموف موني في دوالا.',
    },
    tone: 'info',
  },
  {
    date: '2026-11-12T16:45:00Z',
    title: { fr: 'Recette du portail retardée', en: 'Portal acceptance delayed', ar: 'تأخر اختبار قبول البوابة' },
    detail: {
      fr: 'Le portail des exportateurs attend les accès au serveur du client.',
      en: 'The exporters portal is waiting for access to the client’s server.',
      ar: 'تنتظر بوابة المصدّرين الوصول إلى خادم العميل.',
    },
    tone: 'warning',
  },
];

export function analyticsDashboard(language: ApiLanguage): AnalyticsDashboard {
  const days = daysUntil(today, 14, (i) => round(wave(i, 2_900_000, 700_000, 3), 5_000));
  const earnings = Object.fromEntries(
    (Object.entries(earningsBase) as Array<[EarningsTab, [number, number, number]]>).map(
      ([tab, [base, swing, step]], t) => [tab, daysUntil(today, 7, (i) => round(wave(i, base, swing, t + 1), step))],
    ),
  ) as AnalyticsDashboard['earnings'];
  const traffic = (Object.entries(trafficBase) as Array<[TrafficMetric, [number, number, number]]>).map(
    ([metric, [base, swing, step]], m) => {
      // Rounded to the step, then to the step's decimals: 0.1 + 0.2 must not leak into the body.
      const weeks = Array.from({ length: 8 }, (_, i) => Number(round(wave(i, base, swing, m + 2), step).toFixed(3)));
      const total =
        metric === 'conversion'
          ? Number((weeks.reduce((s, v) => s + v, 0) / weeks.length).toFixed(3))
          : weeks.reduce((s, v) => s + v, 0);
      return { metric, total, change: trafficChange[metric], weeks };
    },
  );
  const online = 41_850_000;
  const onSite = 26_300_000;
  return {
    currency: 'XAF',
    welcome: { month: today.slice(0, 7), revenue: 68_150_000, target: 80_000_000, trainees: 214 },
    traffic,
    averageDailySales: {
      average: round(days.reduce((s, d) => s + d.value, 0) / days.length, 1_000),
      change: 0.084,
      days,
    },
    salesOverview: { total: online + onSite, change: 0.182, online, onSite, orders: 1_248 },
    earnings,
    support: { tickets: 164, newTickets: 142, open: 28, responseHours: 1.5, resolved: 0.85 },
    sources: [
      { source: 'search', visits: 9_840, change: 0.142 },
      { source: 'direct', visits: 6_120, change: 0.067 },
      { source: 'social', visits: 4_730, change: 0.218 },
      { source: 'email', visits: 2_260, change: -0.035 },
      { source: 'referral', visits: 1_480, change: 0.041 },
      { source: 'ads', visits: 960, change: -0.112 },
    ],
    campaign: campaignRates.map(([step, rate]) => ({ step, count: Math.round(campaignSent * rate), rate })),
    timeline: timeline.map((e, i) => ({
      id: i + 1,
      date: e.date,
      title: e.title[language],
      detail: e.detail[language],
      tone: e.tone,
    })),
  };
}
