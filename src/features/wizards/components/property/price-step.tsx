import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { PropertyInput } from '../../api/property-schema';
import { CheckField } from '../check-field';

/** The asking price (Vuexy's "Price details"): a total for a sale, a month's rent for a rental. */
export function PriceStep({ form }: { form: UseFormReturn<PropertyInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  const listing = useWatch({ control, name: 'listing' });
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxInlineSize: 480 }}>
      <FormTextField
        control={control}
        ns="wizards"
        name="price"
        label={t(listing === 'rent' ? 'property.fields.rent' : 'property.fields.price')}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">FCFA</InputAdornment> },
        }}
      />
      <CheckField control={control} name="negotiable" label={t('property.fields.negotiable')} />
    </Box>
  );
}
