import { z } from 'zod';

/**
 * The one password policy (docs/decisions.md, "Passwords"): the account's own password and one an
 * administrator sets for a user or a customer follow the same rules, listed beside the field as it is typed.
 * Messages name their namespace, so any form can show them.
 */
export const passwordRules = [
  { key: 'length', test: (v: string) => v.length >= 8 },
  { key: 'case', test: (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) },
  { key: 'numberOrSymbol', test: (v: string) => /[\d\W_]/.test(v) },
] as const;

export const newPassword = z
  .string()
  .min(1, 'common:validation.required')
  .refine((v) => passwordRules.every((r) => r.test(v)), 'common:password.notMet');

/** A new password typed twice. */
export const setPasswordSchema = z
  .object({ password: newPassword, confirm: z.string().min(1, 'common:validation.required') })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'common:password.mismatch' });
