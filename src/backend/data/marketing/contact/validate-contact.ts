import {
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  requiredMessageKeys as required,
} from '@/features/marketing/contact/api/types';
import { isEmail } from '@/lib/email';
import { contact as ar } from '@/locales/ar/marketing.json';
import { contact as en } from '@/locales/en/marketing.json';
import { contact as fr } from '@/locales/fr/marketing.json';
import type { ApiLanguage } from '@/mocks/utils';

/** The form's own messages (docs/spec.md §5 gives the English and French ones), in the reader's language. */
const texts: Record<ApiLanguage, typeof en.validation> = { ar: ar.validation, en: en.validation, fr: fr.validation };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Field errors for a contact body, in `language`, or null when it is valid. */
export function validateContact(
  body: unknown,
  { requireCaptcha, language = 'fr' }: { requireCaptcha: boolean; language?: ApiLanguage },
): { value: ContactMessage; errors: null } | { value: null; errors: ContactErrors['errors'] } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields: ContactField[] = ['fullName', 'email', 'subject', 'message'];
  if (requireCaptcha) fields.push('recaptchaResponse');
  const errors: ContactErrors['errors'] = {};
  const messages = texts[language];
  for (const field of fields) {
    if (!text(input[field])) errors[field] = [messages[required[field]]];
  }
  if (!errors.email && !isEmail(text(input.email))) errors.email = [messages.emailInvalid];
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
