import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { MultiStepsValues } from '../../api/multi-steps-schema';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function AccountStep({ form }: { form: UseFormReturn<MultiStepsValues> }) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Box sx={grid}>
      <FormTextField control={control} name="username" label={t('fields.username')} autoComplete="username" />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" />
      <FormTextField
        control={control}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        helperText={t('password.rules.length')}
      />
      <FormTextField
        control={control}
        name="confirm"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
      />
    </Box>
  );
}
