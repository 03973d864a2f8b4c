import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productCategories, productStatuses } from '../../api/values';
import { FormTextField } from '@/components/form/form-text-field';
import type { ProductFormValues } from './product-form-schema';

type P = { control: Control<ProductFormValues> };

function SwitchField({ control, name, label }: P & { name: 'inStock' | 'chargeTax'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
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
        <FormTextField ns="ecommerce" control={control} name="price" label={t('fields.basePrice')} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormTextField ns="ecommerce" control={control} name="discountPrice" label={t('fields.discountPrice')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <SwitchField control={control} name="chargeTax" label={t('form.chargeTax')} />
      </CardContent>
    </Card>
  );
}

export function ProductInventoryCard({ control }: P) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card>
      <CardHeader title={t('form.inventory')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <FormTextField ns="ecommerce" control={control} name="qty" label={t('fields.qty')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <SwitchField control={control} name="inStock" label={t('status.stock.true')} />
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
        <FormTextField ns="ecommerce"
          control={control}
          name="category"
          label={t('fields.category')}
          required
          options={productCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
        <FormTextField ns="ecommerce"
          control={control}
          name="status"
          label={t('fields.status')}
          options={productStatuses.map((s) => ({ value: s, label: t(`status.product.${s}`) }))}
        />
        <FormTextField ns="ecommerce" control={control} name="tags" label={t('fields.tags')} helperText={t('form.tagsHint')} />
      </CardContent>
    </Card>
  );
}
