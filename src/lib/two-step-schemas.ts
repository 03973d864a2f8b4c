import { z } from 'zod';

/** The six digits a second sign-in step asks for. Messages are i18n keys with their namespace. */
export const twoStepsSchema = z.object({
  code: z
    .string()
    .refine((v) => v.trim().length > 0, 'auth-pages:twoSteps.codeRequired')
    .refine((v) => /^\d{6}$/.test(v), 'auth-pages:twoSteps.codeIncomplete'),
});
export type TwoStepsValues = z.infer<typeof twoStepsSchema>;

/** Turning two-step sign-in off asks for the account's password (docs/decisions.md, "Account steps"). */
export const disableTwoStepSchema = z.object({
  password: z
    .string({ error: 'auth-pages:twoSteps.passwordRequired' })
    .min(1, 'auth-pages:twoSteps.passwordRequired')
    .max(200),
});
export type DisableTwoStepValues = z.infer<typeof disableTwoStepSchema>;
