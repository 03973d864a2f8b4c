import { z } from 'zod';
import { objectStep, type StepSpec } from '@/components/wizard/wizard-steps';
import { isEmail } from '@/lib/email';

/**
 * Field rules the three wizards share. Messages are keys of the `wizards` namespace, so a 400's field errors
 * show in the reader's language (docs/api.md, "Wizards"). Numbers are typed text, checked here and turned
 * into numbers when the record is built (`wizard-records.ts`), so that a draft survives JSON as typed.
 */
export const text = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .min(min, 'validation.tooShort')
    .max(max, 'validation.tooLong');

export const optionalText = (max: number) => z.string('validation.required').trim().max(max, 'validation.tooLong');

export const phone = z
  .string('validation.phone')
  .trim()
  .regex(/^\+?[0-9][0-9 ]{6,18}[0-9]$/, 'validation.phone');

export const email = z.string('validation.email').trim().refine(isEmail, 'validation.email');

/** A whole number typed as text, between `min` and `max`. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d{1,15}$/, 'validation.whole')
    .refine((value) => Number(value) >= min, 'validation.tooSmall')
    .refine((value) => Number(value) <= max, 'validation.tooBig');

export const isoDate = z
  .string('validation.date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'validation.date');

/** The countries an address may be in: the CEMAC region, its neighbours and France. */
export const countryCodes = ['GA', 'CM', 'CG', 'GQ', 'TD', 'CF', 'SN', 'CI', 'FR'] as const;

/** The last step, the summary: nothing to fill, or only the confirmation its schema names. */
export const reviewStep = (schema: z.ZodObject = z.object({})): StepSpec => objectStep('review', schema);
