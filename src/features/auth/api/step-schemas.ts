import { z } from 'zod';
import { setPasswordSchema } from '@/lib/password-policy';
import { linkTokenSchema } from './account-schemas';

/** The six digits a second sign-in step asks for. Messages are i18n keys with their namespace. */
export const twoStepsSchema = z.object({
  code: z
    .string()
    .refine((v) => v.trim().length > 0, 'auth-pages:twoSteps.codeRequired')
    .refine((v) => /^\d{6}$/.test(v), 'auth-pages:twoSteps.codeIncomplete'),
});
export type TwoStepsValues = z.infer<typeof twoStepsSchema>;

/** A new password typed twice, under the one policy (src/lib/password-policy.ts). */
export const resetPasswordSchema = setPasswordSchema;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** `POST /api/auth/reset-password`: the link's token and the form's two fields. */
export const resetPasswordBodySchema = z.intersection(linkTokenSchema, setPasswordSchema);

/** `POST /api/auth/login/two-steps`: the password step's ticket, the code, and "remember me" as first ticked. */
export const signInCodeSchema = twoStepsSchema.extend({
  ticket: z
    .string({ error: 'auth-pages:twoSteps.badTicket' })
    .min(1, 'auth-pages:twoSteps.badTicket')
    .max(200, 'auth-pages:twoSteps.badTicket'),
  remember: z.boolean().optional(),
});

/** `POST /api/auth/login/two-steps/send`: a new code for the ticket's account. */
export const signInTicketSchema = signInCodeSchema.pick({ ticket: true });

/** Turning two-step sign-in off asks for the account's password (docs/decisions.md, "Account steps"). */
export const disableTwoStepSchema = z.object({
  password: z
    .string({ error: 'auth-pages:twoSteps.passwordRequired' })
    .min(1, 'auth-pages:twoSteps.passwordRequired')
    .max(200),
});
export type DisableTwoStepValues = z.infer<typeof disableTwoStepSchema>;
