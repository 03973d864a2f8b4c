import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { newPassword } from '@/lib/password-policy';

/** The sign-up form and `POST /api/auth/register` (docs/api.md): one schema. Messages are i18n keys. */
export const registerSchema = z.object({
  username: z.string().trim().min(3, 'validation.usernameMin').max(60, 'validation.usernameMax'),
  email: z.string().trim().min(1, 'validation.emailRequired').max(254).refine(isEmail, 'validation.emailInvalid'),
  password: newPassword,
  terms: z.literal(true, { error: 'validation.termsRequired' }),
  /** The multi-step sign-up's first and last names; the username stands in without them. */
  fullName: z.string().trim().max(121, 'validation.usernameMax').optional(),
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
