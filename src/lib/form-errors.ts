import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrorsOf } from './api-client';

/**
 * Shows a 400's field errors (docs/api.md, "Validation") under the form's fields: those in `fields`, or every one
 * the answer names. Answers how many it showed, or null when the error carries no field errors (the caller then
 * says the save failed).
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): number | null {
  const errors = fieldErrorsOf(error);
  if (!errors) return null;
  let shown = 0;
  for (const [field, [message] = []] of Object.entries(errors)) {
    if (!message || (fields && !fields.includes(field))) continue;
    setError(field as Path<T>, { message });
    shown += 1;
  }
  return shown;
}

/** The message of a 429 (too many attempts, docs/security.md), in the reader's language; null for other errors. */
export function limitMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/** A refused one-time code (docs/api.md, "Two steps"): its message key and the tries it leaves; null otherwise. */
export function codeRefusalOf(error: unknown): { message: string; triesLeft: number } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { errors?: { code?: string[] }; triesLeft?: number } | null;
  const message = body?.errors?.code?.[0];
  return message ? { message, triesLeft: body?.triesLeft ?? 0 } : null;
}
