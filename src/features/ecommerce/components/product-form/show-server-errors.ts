import type { UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '@/lib/api-client';
import { emptyProduct, type ProductFormValues } from './product-form-schema';

/** What the server refused (a 400's field errors) shown under each of the form's fields it names. */
export function showServerErrors(error: unknown, setError: UseFormSetError<ProductFormValues>) {
  for (const [field, [message] = []] of Object.entries(fieldErrorsOf(error) ?? {})) {
    if (message && field in emptyProduct) setError(field as keyof ProductFormValues, { message });
  }
}
