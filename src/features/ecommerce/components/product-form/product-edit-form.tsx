import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useUpdateProduct } from '../../api/mutations';
import type { Product } from '../../api/types';
import type { ImagePreview } from '@/components/form/image-previews';
import { ProductFormCards } from './product-form-cards';
import { productFields, productFormSchema, type ProductFormValues } from '../../api/product-form-schema';
import { productToForm } from './product-to-form';
import { showFieldErrors } from '@/lib/form-errors';

/**
 * The add-product form over a kept product: saving replaces it (PATCH /api/apps/ecommerce/products/:id) and
 * opens the list on it; a refusal shows under its fields and the form keeps what was typed.
 */
export function ProductEditForm({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const update = useUpdateProduct(product.id);
  const [images, setImages] = useState<ImagePreview[]>([]);
  const { control, handleSubmit, setError } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productToForm(product),
    mode: 'onTouched',
  });
  const save = handleSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync(values);
        toast(t('form.saved', { name: saved.productName }), { variant: 'success' });
        navigate(`${href('apps-ecommerce-product-list')}?q=${encodeURIComponent(saved.productName)}`);
      } catch (error) {
        showFieldErrors(error, setError, productFields);
        toast(t('form.failed'), { variant: 'error' });
      }
    },
    () => toast(t('form.invalid'), { variant: 'error' }),
  );
  return (
    <Box component="form" noValidate onSubmit={save}>
      <PageTitle
        title={t('titles.productEdit')}
        subtitle={t('form.editSubtitle', { name: product.productName })}
        actions={
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              inlineSize: { xs: '100%', sm: 'auto' },
              '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } },
            }}
          >
            <Button color="secondary" variant="outlined" component={Link} to={href('apps-ecommerce-product-list')}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Box>
        }
      />
      <ProductFormCards control={control} images={images} onImagesChange={setImages} />
    </Box>
  );
}
