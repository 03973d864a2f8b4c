import * as z from 'zod/mini';
import { isEmail } from '@/lib/email';

export interface ContactSchemaMessages {
  fullNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  subjectRequired: string;
  messageRequired: string;
  recaptchaRequired: string;
}

const filled = (message: string) => z.refine<string>((v) => v.trim().length > 0, { error: message });

/** docs/spec.md §5: every field required, e-mail format checked; the captcha only when a site key is set. */
export function contactSchema(m: ContactSchemaMessages, captchaRequired: boolean) {
  return z.object({
    fullName: z.string().check(filled(m.fullNameRequired)),
    email: z.string().check(
      filled(m.emailRequired),
      z.refine<string>((v) => !v.trim() || isEmail(v.trim()), { error: m.emailInvalid }),
    ),
    subject: z.string().check(filled(m.subjectRequired)),
    message: z.string().check(filled(m.messageRequired)),
    recaptchaResponse: z
      .string()
      .check(z.refine<string>((v) => !captchaRequired || v.length > 0, { error: m.recaptchaRequired })),
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactSchema>>;

export const emptyContact: ContactFormValues = {
  fullName: '',
  email: '',
  subject: '',
  message: '',
  recaptchaResponse: '',
};
