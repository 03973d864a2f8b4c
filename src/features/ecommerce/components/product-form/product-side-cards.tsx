import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productCategories, productStatuses } from '../../api/values';
import { FormTextField } from '@/components/form/form-text-field';
import { StatusChip } from '../status-chip';
import { isInStock, type ProductFormValues } from '../../api/product-form-schema';

type P = { control: Control<ProductFormValues> };

function SwitchField({ control, name, label }: P & { name: 'chargeTax'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const;

export function ProductPricingCard({ control }: P) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card>
      <CardHeader title={t('form.pricing')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <FormTextField
          ns="ecommerce"
          control={control}
          name="price"
          label={t('fields.basePrice')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          ns="ecommerce"
          control={control}
          name="discountPrice"
          label={t('fields.discountPrice')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <SwitchField control={control} name="chargeTax" label={t('form.chargeTax')} />
      </CardContent>
    </Card>
  );
}

/** The stock status the quantity gives, told as it changes. */
function StockStatus({ control }: P) {
  const { t } = useTranslation('ecommerce');
  const qty = useWatch({ control, name: 'qty' });
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="textSecondary">
        {t('fields.stock')}
      </Typography>
      <StatusChip kind="stock" value={String(isInStock(qty))} />
    </Box>
  );
}

export function ProductInventoryCard({ control }: P) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card>
      <CardHeader title={t('form.inventory')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <FormTextField
          ns="ecommerce"
          control={control}
          name="qty"
          label={t('fields.qty')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <StockStatus control={control} />
      </CardContent>
    </Card>
  );
}

export function ProductOrganisationCard({ control }: P) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card>
      <CardHeader title={t('form.organisation')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <FormTextField
          ns="ecommerce"
          control={control}
          name="category"
          label={t('fields.category')}
          required
          options={productCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
        <FormTextField
          ns="ecommerce"
          control={control}
          name="status"
          label={t('fields.status')}
          options={productStatuses.map((s) => ({ value: s, label: t(`status.product.${s}`) }))}
        />
        <FormTextField
          ns="ecommerce"
          control={control}
          name="tags"
          label={t('fields.tags')}
          helperText={t('form.tagsHint')}
        />
      </CardContent>
    </Card>
  );
}
