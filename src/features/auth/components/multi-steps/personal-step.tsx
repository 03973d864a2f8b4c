import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { MultiStepsValues } from '../../api/multi-steps-schema';

export function PersonalStep({ form }: { form: UseFormReturn<MultiStepsValues> }) {
  const { t } = useTranslation('auth-pages');
  const { control } = form;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="firstName" label={t('multiSteps.firstName')} autoComplete="given-name" />
      <FormTextField control={control} name="lastName" label={t('multiSteps.lastName')} autoComplete="family-name" />
      <FormTextField
        control={control}
        name="phone"
        label={t('multiSteps.phone')}
        type="tel"
        autoComplete="tel"
        helperText={t('multiSteps.phoneHelp')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  );
}
