import type { ApiLanguage } from '@/mocks/utils';
import type { CrmDashboard, EarningsTab } from '@/features/crm/api/types';

/**
 * The CRM dashboard's sample figures (docs/decisions.md, "Computed dashboards"): computed from fixed numbers,
 * so every host answers the same body without a table of its own; only the texts follow the reader's language.
 */
const months = (last: string, count: number) => {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - count + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
};

/** A repeatable wave: the same index always gives the same figure. */
const wave = (i: number, base: number, swing: number, seed: number) =>
  Math.round(base + swing * Math.sin(i * 1.7 + seed) + (swing / 3) * Math.cos(i * 0.9 + seed * 2));

const round = (v: number, step: number) => Math.round(v / step) * step;

const earningsBase: Record<EarningsTab, [number, number, number]> = {
  orders: [420, 140, 1],
  sales: [38_000_000, 11_000_000, 2],
  profit: [9_500_000, 3_200_000, 3],
  income: [14_000_000, 4_500_000, 4],
};

type Texts = Record<ApiLanguage, string>;

const projects: Array<{
  name: Texts;
  client: string;
  progress: number;
  tone: CrmDashboard['projects'][number]['tone'];
}> = [
  {
    name: { fr: 'Portail des exportateurs de bois', en: 'Timber exporters portal', ar: 'بوابة مصدّري الأخشاب' },
    client: 'Rougier Gabon',
    progress: 72,
    tone: 'primary',
  },
  {
    name: { fr: 'Application de paiement mobile', en: 'Mobile payment app', ar: 'تطبيق الدفع عبر الهاتف' },
    client: 'Airtel Money',
    progress: 48,
    tone: 'info',
  },
  {
    name: { fr: 'Suivi des escales au port', en: 'Port call tracking', ar: 'تتبع رسو السفن في الميناء' },
    client: "Port d'Owendo",
    progress: 91,
    tone: 'success',
  },
  {
    name: { fr: 'Refonte du site touristique', en: 'Tourism site redesign', ar: 'إعادة تصميم موقع السياحة' },
    client: 'Agence Gabonaise du Tourisme',
    progress: 35,
    tone: 'warning',
  },
  {
    name: { fr: 'Tableau de bord des ventes', en: 'Sales dashboard', ar: 'لوحة متابعة المبيعات' },
    client: 'SEEG',
    progress: 18,
    tone: 'error',
  },
  {
    name: { fr: 'Messagerie dans le cloud', en: 'Cloud e-mail', ar: 'البريد الإلكتروني السحابي' },
    client: 'BGFIBank',
    progress: 64,
    tone: 'info',
  },
];

const transactions: Array<Omit<CrmDashboard['transactions'][number], 'id'>> = [
  { method: 'mobileMoney', party: 'Airtel Money', date: '2026-11-23', amount: 1_250_000 },
  { method: 'transfer', party: 'BGFIBank', date: '2026-11-22', amount: -845_000 },
  { method: 'card', party: 'Visa •••• 4421', date: '2026-11-21', amount: 420_500 },
  { method: 'mobileMoney', party: 'Moov Money', date: '2026-11-20', amount: 96_000 },
  { method: 'cash', party: 'Caisse Libreville', date: '2026-11-19', amount: -32_500 },
  { method: 'transfer', party: 'Ecobank Gabon', date: '2026-11-18', amount: 2_300_000 },
];

const activity: Array<{ date: string; title: Texts; detail: Texts; tone: CrmDashboard['activity'][number]['tone'] }> = [
  {
    date: '2026-11-23T09:40:00Z',
    title: { fr: 'Facture n° 4381 payée', en: 'Invoice #4381 paid', ar: 'تم دفع الفاتورة رقم 4381' },
    detail: {
      fr: 'Rougier Gabon a réglé 1 250 000 FCFA par Airtel Money.',
      en: 'Rougier Gabon paid 1,250,000 FCFA with Airtel Money.',
      ar: 'سددت روجيه الغابون 1.250.000 فرنك عبر إيرتل موني.',
    },
    tone: 'success',
  },
  {
    date: '2026-11-22T15:10:00Z',
    title: { fr: 'Réunion avec le port d’Owendo', en: 'Meeting with Owendo port', ar: 'اجتماع مع ميناء أويندو' },
    detail: {
      fr: 'Revue du suivi des escales, livraison prévue en décembre.',
      en: 'Port call tracking review, delivery planned for December.',
      ar: 'مراجعة تتبع الرسو، والتسليم مقرر في ديسمبر.',
    },
    tone: 'primary',
  },
  {
    date: '2026-11-21T11:00:00Z',
    title: { fr: 'Nouveau client à Franceville', en: 'New client in Franceville', ar: 'عميل جديد في فرانسفيل' },
    detail: {
      fr: 'Comilog a signé un contrat de maintenance d’un an.',
      en: 'Comilog signed a one-year maintenance contract.',
      ar: 'وقّعت كوميلوغ عقد صيانة لمدة عام.',
    },
    tone: 'info',
  },
  {
    date: '2026-11-20T16:20:00Z',
    title: { fr: 'Devis envoyé à BGFIBank', en: 'Quote sent to BGFIBank', ar: 'إرسال عرض سعر إلى BGFIBank' },
    detail: {
      fr: 'Migration de la messagerie vers le cloud, 18 500 000 FCFA.',
      en: 'E-mail migration to the cloud, 18,500,000 FCFA.',
      ar: 'نقل البريد الإلكتروني إلى السحابة، 18.500.000 فرنك.',
    },
    tone: 'primary',
  },
  {
    date: '2026-11-19T08:30:00Z',
    title: { fr: 'Relance de paiement', en: 'Payment reminder', ar: 'تذكير بالدفع' },
    detail: {
      fr: 'La facture n° 4372 de la SEEG est échue depuis 15 jours.',
      en: 'SEEG invoice #4372 is 15 days overdue.',
      ar: 'فاتورة الشركة رقم 4372 متأخرة منذ 15 يومًا.',
    },
    tone: 'warning',
  },
  {
    date: '2026-11-18T10:15:00Z',
    title: { fr: 'Formation terminée', en: 'Training completed', ar: 'اكتمال التدريب' },
    detail: {
      fr: '12 agents d’Ecobank Gabon ont suivi la formation Power BI.',
      en: '12 Ecobank Gabon staff completed the Power BI training.',
      ar: 'أتمّ 12 موظفًا من إيكوبنك الغابون تدريب Power BI.',
    },
    tone: 'success',
  },
];

export function crmDashboard(language: ApiLanguage): CrmDashboard {
  const saleMonths = months('2026-11', 6).map((month, i) => ({
    month,
    value: round(wave(i, 42_000_000, 9_000_000, 5), 1000),
  }));
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${String(17 + i).padStart(2, '0')}`,
    value: round(wave(i, 2_400_000, 900_000, 7), 500),
  }));
  const earningMonths = months('2026-11', 12);
  const earnings = Object.fromEntries(
    (Object.entries(earningsBase) as Array<[EarningsTab, [number, number, number]]>).map(
      ([tab, [base, swing, seed]]) => [
        tab,
        earningMonths.map((month, i) => ({ month, value: round(wave(i, base, swing, seed), base > 1000 ? 1000 : 1) })),
      ],
    ),
  ) as CrmDashboard['earnings'];
  return {
    currency: 'XAF',
    sales: { total: saleMonths.reduce((s, m) => s + m.value, 0), change: 0.184, months: saleMonths },
    revenueGrowth: { total: days.reduce((s, d) => s + d.value, 0), change: 0.162, days },
    earnings,
    countries: [
      { code: 'GA', sales: 128_400_000, change: 0.252 },
      { code: 'CM', sales: 64_900_000, change: 0.124 },
      { code: 'CG', sales: 41_300_000, change: -0.087 },
      { code: 'GQ', sales: 27_800_000, change: 0.051 },
      { code: 'TD', sales: 12_600_000, change: -0.032 },
      { code: 'CF', sales: 6_100_000, change: 0.018 },
    ],
    projects: projects.map((p, i) => ({
      id: i + 1,
      name: p.name[language],
      client: p.client,
      progress: p.progress,
      tone: p.tone,
    })),
    transactions: transactions.map((t, i) => ({ id: i + 1, ...t })),
    activity: activity.map((a, i) => ({
      id: i + 1,
      date: a.date,
      title: a.title[language],
      detail: a.detail[language],
      tone: a.tone,
    })),
  };
}
