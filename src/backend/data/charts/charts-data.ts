import type { ApiLanguage } from '@/mocks/utils';
import { seededFaker } from '@/mocks/sample';
import type { ChartsData, NamedSeries, Share } from '@/features/charts/api/types';

type Texts = Record<ApiLanguage, string>;

const labels = {
  revenue: { fr: 'Chiffre d’affaires', en: 'Revenue', ar: 'الإيرادات' },
  expenses: { fr: 'Dépenses', en: 'Expenses', ar: 'المصروفات' },
  orders: { fr: 'Commandes', en: 'Orders', ar: 'الطلبات' },
  online: { fr: 'En ligne', en: 'Online', ar: 'عبر الإنترنت' },
  store: { fr: 'Boutique', en: 'Store', ar: 'المتجر' },
  partners: { fr: 'Partenaires', en: 'Partners', ar: 'الشركاء' },
  mobile: { fr: 'Mobile', en: 'Mobile', ar: 'الهاتف المحمول' },
  desktop: { fr: 'Ordinateur', en: 'Desktop', ar: 'الحاسوب' },
  tablet: { fr: 'Tablette', en: 'Tablet', ar: 'الجهاز اللوحي' },
  mobileMoney: { fr: 'Mobile Money', en: 'Mobile money', ar: 'الدفع عبر الهاتف' },
  card: { fr: 'Carte bancaire', en: 'Card', ar: 'البطاقة المصرفية' },
  transfer: { fr: 'Virement', en: 'Bank transfer', ar: 'التحويل المصرفي' },
  cash: { fr: 'Espèces', en: 'Cash', ar: 'نقدًا' },
  sales: { fr: 'Ventes', en: 'Sales', ar: 'المبيعات' },
  marketing: { fr: 'Marketing', en: 'Marketing', ar: 'التسويق' },
  support: { fr: 'Support', en: 'Support', ar: 'الدعم' },
  development: { fr: 'Développement', en: 'Development', ar: 'التطوير' },
  finance: { fr: 'Finance', en: 'Finance', ar: 'المالية' },
  hr: { fr: 'RH', en: 'HR', ar: 'الموارد البشرية' },
  lastYear: { fr: '2024', en: '2024', ar: '2024' },
  thisYear: { fr: '2025', en: '2025', ar: '2025' },
} satisfies Record<string, Texts>;

type Label = keyof typeof labels;

const quarterNames: Texts = { fr: 'T{n} 2025', en: 'Q{n} 2025', ar: 'الربع {n} 2025' };

/** The same figures every time (seed 2025), so both hosts and every language answer the same numbers. */
function figures() {
  const f = seededFaker(2025);
  const between = (min: number, max: number, step = 1) => f.number.int({ min: min / step, max: max / step }) * step;
  const revenue = Array.from({ length: 12 }, (_, i) => between(18, 26, 1) * 1_000_000 + i * 1_400_000);
  return {
    revenue,
    expenses: revenue.map((r) => Math.round((r * between(55, 75)) / 100 / 10_000) * 10_000),
    orders: revenue.map((r) => Math.round(r / 95_000) + between(-20, 20)),
    channels: (['online', 'store', 'partners'] as const).map((key, c) => ({
      key,
      data: [0, 1, 2, 3].map((q) => between(12, 30) * 1_000_000 * (c === 0 ? 1 + q * 0.15 : 1)),
    })),
    devices: { mobile: between(58, 64), desktop: between(26, 32), tablet: between(5, 9) },
    payments: {
      mobileMoney: between(400, 520),
      card: between(200, 260),
      transfer: between(80, 120),
      cash: between(40, 70),
    },
    skills: (['lastYear', 'thisYear'] as const).map((key, y) => ({
      key,
      data: Array.from({ length: 6 }, () => between(45, 80) + y * between(5, 15)),
    })),
    baskets: Array.from({ length: 40 }, (_, id) => {
      const items = between(1, 12);
      return { id: id + 1, items, amount: items * between(8, 30) * 1_000 + between(0, 20) * 1_000 };
    }),
    visitors: Array.from({ length: 14 }, (_, d) => between(900, 1500) + d * 25),
  };
}

const monthsOf2025 = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);

/** GET /api/pages/charts in this language (docs/api.md, "Charts"). */
export function chartsData(language: ApiLanguage): ChartsData {
  const fig = figures();
  const name = (key: Label) => labels[key][language];
  const series = (key: Label, data: number[]): NamedSeries => ({ key, label: name(key), data });
  const shares = (values: Partial<Record<Label, number>>): Share[] =>
    Object.entries(values).map(([key, value]) => ({ key, label: name(key as Label), value: value ?? 0 }));
  const axes: Label[] = ['sales', 'marketing', 'support', 'development', 'finance', 'hr'];
  return {
    months: monthsOf2025,
    finances: [series('revenue', fig.revenue), series('expenses', fig.expenses)],
    orders: series('orders', fig.orders),
    quarters: [1, 2, 3, 4].map((n) => quarterNames[language].replace('{n}', String(n))),
    channels: fig.channels.map((c) => series(c.key, c.data)),
    devices: shares(fig.devices),
    payments: shares(fig.payments),
    skills: { axes: axes.map(name), series: fig.skills.map((s) => series(s.key, s.data)) },
    baskets: fig.baskets,
    goal: { reached: Math.round(fig.revenue[11]! * 0.72), target: fig.revenue[11]! },
    visitors: fig.visitors,
  };
}
