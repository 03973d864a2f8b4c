import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TwoStepsValues } from '@/lib/two-step-schemas';
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
