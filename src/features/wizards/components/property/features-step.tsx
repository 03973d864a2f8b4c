import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { amenities, type PropertyInput } from '../../api/property-schema';
import { CheckField } from '../check-field';

/** Size, rooms and amenities (Vuexy's "Property features" and "Property area"). */
export function FeaturesStep({ form }: { form: UseFormReturn<PropertyInput> }) {
  const { t } = useTranslation('wizards');
  const { control } = form;
  const id = useId();
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <FormTextField
          control={control}
          ns="wizards"
          name="area"
          label={t('property.fields.area')}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          slotProps={{ ...numeric, input: { endAdornment: <InputAdornment position="end">m²</InputAdornment> } }}
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="bedrooms"
          label={t('property.fields.bedrooms')}
          slotProps={numeric}
        />
        <FormTextField
          control={control}
          ns="wizards"
          name="bathrooms"
          label={t('property.fields.bathrooms')}
          slotProps={numeric}
        />
      </Box>
      <CheckField control={control} name="furnished" label={t('property.fields.furnished')} />
      <Controller
        control={control}
        name="amenities"
        render={({ field }) => (
          <Box role="group" aria-labelledby={id}>
            <Typography id={id} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('property.fields.amenities')}
            </Typography>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
              {amenities.map((value) => (
                <FormControlLabel
                  key={value}
                  label={t(`property.amenities.${value}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...field.value, value] : field.value.filter((v) => v !== value),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
      />
    </Box>
  );
}
