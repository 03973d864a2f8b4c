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
