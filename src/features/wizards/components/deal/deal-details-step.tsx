import Box from '@mui/material/Box';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { DealInput } from '../../api/deal-schema';

/** The deal's name, code and dates (Vuexy's "Deal details"). */
export function DealDetailsStep({ form }: { form: UseFormReturn<DealInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  const date = { inputLabel: { shrink: true } };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} ns="wizards" name="title" label={t('deal.fields.title')} />
      <FormTextField
        control={control}
        ns="wizards"
        name="code"
        label={t('deal.fields.code')}
        helperText={t('deal.hints.code')}
        slotProps={{ htmlInput: { dir: 'ltr', style: { textTransform: 'uppercase' } } }}
      />
      <FormTextField
        control={control}
        ns="wizards"
        name="description"
        label={t('deal.fields.description')}
        multiline
        minRows={3}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <FormTextField
        control={control}
        ns="wizards"
        name="startDate"
        type="date"
        label={t('deal.fields.startDate')}
        slotProps={date}
      />
      <FormTextField
        control={control}
        ns="wizards"
        name="endDate"
        type="date"
        label={t('deal.fields.endDate')}
        slotProps={date}
      />
    </Box>
  );
}
