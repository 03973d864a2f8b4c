import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import type { ProductFormValues } from '../../api/product-form-schema';

const RichTextEditor = lazy(() =>
  import('@/components/form/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

export function ProductInfoCard({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('ecommerce');
  const descriptionId = useId();
  return (
    <Card>
      <CardHeader title={t('form.information')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            <FormTextField ns="ecommerce" control={control} name="name" label={t('fields.productName')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="ecommerce"
              control={control}
              name="sku"
              label={t('fields.sku')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              ns="ecommerce"
              control={control}
              name="barcode"
              label={t('fields.barcode')}
              helperText={t('form.barcodeHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Typography id={descriptionId} variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t('fields.description')}
            </Typography>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <Suspense fallback={<Skeleton variant="rounded" height={190} />}>
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    label={t('fields.description')}
                    labelId={descriptionId}
                  />
                </Suspense>
              )}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
