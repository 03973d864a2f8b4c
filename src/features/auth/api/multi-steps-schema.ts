import { z } from 'zod';
import { newPassword } from '@/lib/password-policy';
import type { StepSpec } from '@/components/wizard/wizard-steps';
import { plans, registerSchema } from './account-schemas';

const accountStep = z
  .object({
    username: registerSchema.shape.username,
    email: registerSchema.shape.email,
    password: newPassword,
    confirm: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'common:password.mismatch' });

const personalStep = z.object({
  firstName: z.string().trim().min(1, 'validation.required').max(60, 'validation.usernameMax'),
  lastName: z.string().trim().min(1, 'validation.required').max(60, 'validation.usernameMax'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 ]{6,18}[0-9])?$/, 'auth-pages:multiSteps.phoneInvalid'),
});

const billingStep = z.object({
  plan: z.enum(plans, { error: 'auth-pages:multiSteps.planRequired' }),
  terms: z.boolean().refine(Boolean, 'validation.termsRequired'),
});

/**
 * `/pages/authentication/register-multi-steps`: account → personal info → plan. Each step is checked before the
 * next opens (the wizards' shell); the last one creates the account with the sign-up call.
 */
export const multiStepsSteps: readonly StepSpec[] = [
  { id: 'account', schema: accountStep, fields: ['username', 'email', 'password', 'confirm'] },
  { id: 'personal', schema: personalStep, fields: Object.keys(personalStep.shape) },
  { id: 'billing', schema: billingStep, fields: Object.keys(billingStep.shape) },
];

export const multiStepsSchema = z.intersection(z.intersection(accountStep, personalStep), billingStep);
export type MultiStepsValues = z.infer<typeof multiStepsSchema>;

export const multiStepsDefaults: MultiStepsValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  phone: '',
  plan: 'basic',
  terms: false,
};
