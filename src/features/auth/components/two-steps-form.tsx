import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TwoStepsValues, twoStepsSchema } from '../api/step-schemas';
import { CodeInput } from './code-input';

/**
 * The second sign-in step. The API has no one-time codes (docs/api.md), so a complete code is accepted by the
 * form and a notice says what would happen once two-step sign-in is on; nothing is sent.
 */
export function TwoStepsForm() {
  const { t } = useTranslation(['auth-pages', 'common']);
  const [checked, setChecked] = useState(false);
  const { control, handleSubmit } = useForm<TwoStepsValues>({
    resolver: zodResolver(twoStepsSchema),
    defaultValues: { code: '' },
  });
  return (
    <>
      {checked && <Alert severity="info">{t('twoSteps.demoNotice')}</Alert>}
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(() => setChecked(true))}>
        <Controller
          name="code"
          control={control}
          render={({ field, fieldState }) => (
            <CodeInput
              value={field.value}
              onChange={field.onChange}
              label={t('twoSteps.codeLabel')}
              error={fieldState.error?.message && t(fieldState.error.message as 'twoSteps.codeRequired')}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large">
          {t('twoSteps.submit')}
        </Button>
      </Stack>
      <Button variant="text" onClick={() => setChecked(true)} sx={{ justifySelf: 'center' }}>
        {t('twoSteps.resend')}
      </Button>
    </>
  );
}
