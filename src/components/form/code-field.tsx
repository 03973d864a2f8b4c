import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeRefusalOf } from '@/lib/form-errors';
import { type TwoStepsValues, twoStepsSchema } from '@/lib/two-step-schemas';
import { CodeInput } from './code-input';

/**
 * The code of a two-step form (`twoStepsSchema`): its messages, the schema's and the server's, are keys with their
 * namespace; `triesLeft` is what the server said after a wrong code.
 */
export function CodeField({
  control,
  label,
  triesLeft,
}: {
  control: Control<TwoStepsValues>;
  label: string;
  triesLeft: number;
}) {
  const { t } = useTranslation('auth-pages');
  return (
    <Controller
      name="code"
      control={control}
      render={({ field, fieldState }) => (
        <CodeInput
          value={field.value}
          onChange={field.onChange}
          label={label}
          error={
            fieldState.error?.message && t(fieldState.error.message as 'twoSteps.codeRequired', { count: triesLeft })
          }
        />
      )}
    />
  );
}

/**
 * The form of a two-step code. `refused(error)` puts the server's refusal of a code (wrong, spent) under the field
 * with the tries left, and says whether the error was one; other failures are the caller's to show.
 */
export function useCodeForm() {
  const [triesLeft, setTriesLeft] = useState(0);
  const form = useForm<TwoStepsValues>({ resolver: zodResolver(twoStepsSchema), defaultValues: { code: '' } });
  const refused = (error: unknown) => {
    const refusal = codeRefusalOf(error);
    if (!refusal) return false;
    setTriesLeft(refusal.triesLeft);
    form.setError('code', { message: refusal.message });
    return true;
  };
  return { form, triesLeft, refused };
}
