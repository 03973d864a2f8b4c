/**
 * The four plans of docs/spec.md §6. Prices are monthly, in XAF, and match account settings' billing tab
 * (docs/decisions.md).
 */
import type { ChildKeys } from '@/lib/i18n/keys';

export const planIds = ['basic', 'team', 'company', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export type Billing = 'monthly' | 'annual';

export const currency = 'XAF';
/** Paying a year up front costs 20 % less. */
export const annualDiscount = 0.2;

export interface Plan {
  id: PlanId;
  monthlyPrice: number;
  recommended?: boolean;
  /** Listed on the plan's card. */
  features: ChildKeys<'pricing', 'features'>[];
}

export const plans: Plan[] = [
  { id: 'basic', monthlyPrice: 0, features: ['users1', 'storage5', 'dashboards', 'emailSupport'] },
  { id: 'team', monthlyPrice: 15_000, features: ['users10', 'storage50', 'dashboards', 'ecommerce', 'emailSupport'] },
  {
    id: 'company',
    monthlyPrice: 45_000,
    recommended: true,
    features: ['users50', 'storage500', 'dashboards', 'ecommerce', 'roles', 'prioritySupport'],
  },
  {
    id: 'enterprise',
    monthlyPrice: 120_000,
    features: ['users500', 'storageUnlimited', 'dashboards', 'ecommerce', 'roles', 'sso', 'dedicatedManager'],
  },
];

/** What one month costs under a billing period (rounded to 100 XAF, as coins below that are rare). */
export const monthlyPriceFor = (plan: Plan, billing: Billing) =>
  billing === 'annual' ? Math.round((plan.monthlyPrice * (1 - annualDiscount)) / 100) * 100 : plan.monthlyPrice;

/** The comparison table: a row per feature; a plan either has it (true), lacks it (false), or a value key. */
export const comparisonRows: {
  feature: ChildKeys<'pricing', 'compare.rows'>;
  values: Record<PlanId, boolean | ChildKeys<'pricing', 'features'>>;
}[] = [
  { feature: 'users', values: { basic: 'users1', team: 'users10', company: 'users50', enterprise: 'users500' } },
  {
    feature: 'storage',
    values: { basic: 'storage5', team: 'storage50', company: 'storage500', enterprise: 'storageUnlimited' },
  },
  { feature: 'ecommerce', values: { basic: false, team: true, company: true, enterprise: true } },
  { feature: 'roles', values: { basic: false, team: false, company: true, enterprise: true } },
  { feature: 'sso', values: { basic: false, team: false, company: false, enterprise: true } },
  {
    feature: 'support',
    values: { basic: 'emailSupport', team: 'emailSupport', company: 'prioritySupport', enterprise: 'dedicatedManager' },
  },
];
