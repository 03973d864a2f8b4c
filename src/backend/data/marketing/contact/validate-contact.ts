import type { ContactErrors, ContactField, ContactMessage } from '@/features/marketing/contact/api/types';
import { isEmail } from '@/lib/email';

const required: Record<ContactField, string> = {
  fullName: 'Full name is required',
  email: 'Email address is required',
  subject: 'Subject is required',
  message: 'Message is required',
  recaptchaResponse: 'Recaptcha is required',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Field errors for a contact body, or null when it is valid. */
export function validateContact(
  body: unknown,
  { requireCaptcha }: { requireCaptcha: boolean },
): { value: ContactMessage; errors: null } | { value: null; errors: ContactErrors['errors'] } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields: ContactField[] = ['fullName', 'email', 'subject', 'message'];
  if (requireCaptcha) fields.push('recaptchaResponse');
  const errors: ContactErrors['errors'] = {};
  for (const field of fields) {
    if (!text(input[field])) errors[field] = [required[field]];
  }
  if (!errors.email && !isEmail(text(input.email))) errors.email = ['Email address is invalid'];
  if (Object.keys(errors).length > 0) return { value: null, errors };
  return {
    value: {
      fullName: text(input.fullName),
      email: text(input.email),
      subject: text(input.subject),
      message: text(input.message),
      recaptchaResponse: text(input.recaptchaResponse),
    },
    errors: null,
  };
}
