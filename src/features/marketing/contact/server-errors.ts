import { requiredMessageKeys as required } from './api/types';
import type { ContactFormValues } from './contact-schema';

type Field = keyof ContactFormValues;
type MessageKey = (typeof required)[Field] | 'emailInvalid';

/** Maps a 400 body `{ errors: { field: [english text] } }` to our own translated messages. */
export function serverErrorsToFields(body: unknown, values: ContactFormValues): [Field, MessageKey][] {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.keys(errors)
    .filter((k): k is Field => k in required)
    .map((field) => [field, field === 'email' && values.email.trim() ? 'emailInvalid' : required[field]]);
}
