import { z } from 'zod';

export const contactFields = ['fullName', 'email', 'subject', 'message', 'recaptchaResponse'] as const;
export type ContactField = (typeof contactFields)[number];

/** The message of a missing field: a key of `contact.validation` (marketing namespace), for the form and the API. */
export const requiredMessageKeys = {
  fullName: 'fullNameRequired',
  email: 'emailRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
  recaptchaResponse: 'recaptchaRequired',
} as const satisfies Record<ContactField, string>;

/** The body of POST /api/contact (docs/product.md). */
export interface ContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  /** Empty when no reCAPTCHA key is configured: the captcha step is then left out. */
  recaptchaResponse?: string;
}

export const contactCreatedSchema = z.object({ id: z.string().min(1) });
export type ContactCreated = z.infer<typeof contactCreatedSchema>;

/** 400 answer: English messages per field, as in docs/spec.md §5. */
export const contactErrorSchema = z.object({
  errors: z.partialRecord(z.enum(contactFields), z.array(z.string())),
});
export type ContactErrors = z.infer<typeof contactErrorSchema>;
