import { z } from 'zod';
import { objectStep } from '@/components/wizard/wizard-steps';
import { isoDate, optionalText, reviewStep, text, wholeNumber } from './fields';

/** docs/api.md, "Wizards": the create-deal wizard's steps (Vuexy's "Create deal"). Amounts in XAF. */
export const dealTypes = ['percentage', 'flat', 'bogo', 'freeShipping'] as const;
export const dealRegions = ['all', 'estuaire', 'ogooue', 'littoral', 'centre'] as const;

const typeFields = z.object({
  dealType: z.enum(dealTypes, 'validation.required'),
  discount: z.string().trim().max(15, 'validation.tooLong'),
  region: z.enum(dealRegions, 'validation.required'),
});

type TypeValues = z.infer<typeof typeFields>;

/** A percentage is 1 to 90; a flat amount 100 to 10 000 000 XAF; the other types take none. */
function checkDiscount(v: TypeValues, ctx: z.RefinementCtx) {
  const range = v.dealType === 'percentage' ? [1, 90] : v.dealType === 'flat' ? [100, 10_000_000] : null;
  if (!range) return;
  const rule = wholeNumber(range[0]!, range[1]!).safeParse(v.discount);
  if (!rule.success) ctx.addIssue({ code: 'custom', path: ['discount'], message: rule.error.issues[0]!.message });
}

export const dealTypeSchema = typeFields.superRefine(checkDiscount);

export const dealDetailsSchema = z
  .object({
    title: text(3, 80),
    code: z
      .string('validation.required')
      .trim()
      .regex(/^[A-Za-z0-9-]{4,20}$/, 'validation.code'),
    description: optionalText(300),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'validation.endBeforeStart' });

export const audiences = ['all', 'new', 'loyal'] as const;

export const dealUsageSchema = z.object({
  audience: z.enum(audiences, 'validation.required'),
  maxUses: wholeNumber(1, 100_000),
  minCart: wholeNumber(0, 100_000_000),
  oncePerCustomer: z.boolean(),
});

export const dealReviewSchema = z.object({
  confirmed: z.boolean('validation.confirm').refine((value) => value, 'validation.confirm'),
});

export const dealSteps = [
  { id: 'type', schema: dealTypeSchema, fields: Object.keys(typeFields.shape) },
  { id: 'details', schema: dealDetailsSchema, fields: Object.keys(dealDetailsSchema.shape) },
  objectStep('usage', dealUsageSchema),
  reviewStep(dealReviewSchema),
];

export const dealSchema = z
  .object({ ...typeFields.shape, ...dealDetailsSchema.shape, ...dealUsageSchema.shape, ...dealReviewSchema.shape })
  .superRefine(checkDiscount)
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'validation.endBeforeStart' });

export type DealInput = z.infer<typeof dealSchema>;

/** A new deal runs from today; the confirmation box starts unticked. */
export const dealDefaults = (today: string): DealInput => ({
  dealType: 'percentage',
  discount: '',
  region: 'all',
  title: '',
  code: '',
  description: '',
  startDate: today,
  endDate: today,
  audience: 'all',
  maxUses: '100',
  minCart: '0',
  oncePerCustomer: true,
  confirmed: false,
});
