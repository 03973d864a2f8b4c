import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { type ProductFormValues, variantOptions } from '../../api/product-form-schema';
import { accentText } from '@/theme/accent';

export function ProductVariantsCard({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('ecommerce');
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  return (
    <Card>
      <CardHeader
        title={t('form.variants')}
        subheader={t('form.variantsHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {fields.map((f, i) => (
            <Grid key={f.id} size={{ xs: 12 }} container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  ns="ecommerce"
                  control={control}
                  name={`variants.${i}.option`}
                  label={t('form.option', { n: i + 1 })}
                  options={variantOptions.map((o) => ({ value: o, label: t(`form.options.${o}`) }))}
                />
              </Grid>
              <Grid size={{ xs: 10, sm: 7 }}>
                <FormTextField
                  ns="ecommerce"
                  control={control}
                  name={`variants.${i}.value`}
                  label={t('form.value', { n: i + 1 })}
                />
              </Grid>
              <Grid size={{ xs: 2, sm: 1 }}>
                <IconButton onClick={() => remove(i)} aria-label={t('form.removeVariant', { n: i + 1 })}>
                  <DeleteOutlined />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          <Grid size={{ xs: 12 }}>
            <Button startIcon={<Add />} sx={accentText} onClick={() => append({ option: 'size', value: '' })}>
              {t('form.addVariant')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
