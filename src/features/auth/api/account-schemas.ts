import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { newPassword } from '@/lib/password-policy';

/** The plans of docs/spec.md §6: the multi-step sign-up's billing choices, kept with the account. */
export const plans = ['basic', 'team', 'company', 'enterprise'] as const;

/** The sign-up form and `POST /api/auth/register` (docs/api.md): one schema. Messages are i18n keys. */
export const registerSchema = z.object({
  username: z.string().trim().min(3, 'validation.usernameMin').max(60, 'validation.usernameMax'),
  email: z.string().trim().min(1, 'validation.emailRequired').max(254).refine(isEmail, 'validation.emailInvalid'),
  password: newPassword,
  terms: z.literal(true, { error: 'validation.termsRequired' }),
  /** The multi-step sign-up's first and last names; the username stands in without them. */
  fullName: z.string().trim().max(121, 'validation.usernameMax').optional(),
  /** The multi-step sign-up's chosen plan, kept as the account settings' plan (docs/decisions.md, "Sign-up"). */
  plan: z.enum(plans, { error: 'auth-pages:multiSteps.planRequired' }).optional(),
});
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').max(254).refine(isEmail, 'validation.emailInvalid'),
});
export type ForgotValues = z.infer<typeof forgotSchema>;

/** A reset or e-mail link's token: 64 hex characters. */
export const linkTokenSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, 'auth-pages:reset.badToken'),
});
