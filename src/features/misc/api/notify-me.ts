import { z } from 'zod';
import { isEmail } from '@/lib/email';

/**
 * The coming-soon page's form and the body of POST /api/notify-me (docs/api.md, "Notify me"): one schema for
 * both, so the form and the API refuse the same addresses. Messages are keys of the `misc` namespace.
 */
export const notifyMeSchema = z.object({
  email: z
    .string('notify.errors.required')
    .trim()
    // One message per field: an empty address is "required", not also "invalid".
    .min(1, { error: 'notify.errors.required', abort: true })
    // isEmail also refuses what is longer than an address can be (254 characters).
    .refine(isEmail, 'notify.errors.invalid')
    // One address, whatever its case: "Awa@Okoume.ga" and "awa@okoume.ga" are the same subscriber.
    .transform((email) => email.toLowerCase()),
});

export type NotifyMeInput = z.input<typeof notifyMeSchema>;

/** 201 for a new address, 200 when it was already on the list: either way the caller is on it. */
export const notifyMeAnswerSchema = z.object({ email: z.string(), alreadySubscribed: z.boolean() });
export type NotifyMeAnswer = z.infer<typeof notifyMeAnswerSchema>;
