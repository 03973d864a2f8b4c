import { z } from 'zod';
import { setPasswordSchema } from '@/lib/password-policy';
import { twoStepsSchema } from '@/lib/two-step-schemas';
import { linkTokenSchema } from './account-schemas';

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
