import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { limitMessageOf, showFieldErrors } from '@/lib/form-errors';

/**
 * What a refused account step shows: field errors go under their fields (null then), a 429 its own message in the
 * reader's language, anything else the step's `fallback` key.
 */
export function failureOf<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  const shown = showFieldErrors(error, setError);
  if (shown) return null;
  return limitMessageOf(error) ?? fallback;
}
