import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { audiences, type DealInput } from '../../api/deal-schema';
import { CheckField } from '../check-field';

/** Who may use the deal and how often (Vuexy's "Deal usage"). */
export function DealUsageStep({ form }: { form: UseFormReturn<DealInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        control={control}
        ns="wizards"
        name="audience"
        label={t('deal.fields.audience')}
        options={audiences.map((value) => ({ value, label: t(`deal.audiences.${value}`) }))}
      />
      <FormTextField
        control={control}
        ns="wizards"
        name="maxUses"
        label={t('deal.fields.maxUses')}
        slotProps={numeric}
      />
      <FormTextField
        control={control}
        ns="wizards"
        name="minCart"
        label={t('deal.fields.minCart')}
        slotProps={{ ...numeric, input: { endAdornment: <InputAdornment position="end">FCFA</InputAdornment> } }}
      />
      <CheckField control={control} name="oncePerCustomer" label={t('deal.fields.oncePerCustomer')} />
    </Box>
  );
}
