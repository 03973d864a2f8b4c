import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { accentText } from '@/theme/accent';
import { useNavigate } from 'react-router';
import { href } from '@/config/paths';
import { useCreateProduct } from '../api/mutations';
import { PageTitle } from '@/components/page-title';
import type { ImagePreview } from '@/components/form/image-previews';
import { ProductFormCards } from '../components/product-form/product-form-cards';
import { showFieldErrors } from '@/lib/form-errors';
import { emptyProduct, productFields, productFormSchema, type ProductFormValues } from '../api/product-form-schema';

/** Publishing keeps the product (POST /api/apps/ecommerce/products) and opens the list on it. */
export function Component() {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [images, setImages] = useState<ImagePreview[]>([]);
  const [formKey, setFormKey] = useState(0);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: emptyProduct,
    mode: 'onTouched',
  });
  const { control, handleSubmit, trigger, getValues, reset, setError } = form;

  const publish = handleSubmit(
    async (values) => {
      try {
        const product = await create.mutateAsync(values);
        toast(t('form.published', { name: product.productName }), { variant: 'success' });
        navigate(`${href('apps-ecommerce-product-list')}?q=${encodeURIComponent(product.productName)}`);
      } catch (error) {
        // Whatever failed, the form keeps what was typed.
        showFieldErrors(error, setError, productFields);
        toast(t('form.failed'), { variant: 'error' });
      }
    },
    () => toast(t('form.invalid'), { variant: 'error' }),
  );
  const saveDraft = async () => {
    if (await trigger('name')) toast(t('form.draftSaved', { name: getValues('name') }), { variant: 'info' });
  };
  const discard = () => {
    images.forEach((i) => URL.revokeObjectURL(i.url));
    setImages([]);
    reset(emptyProduct);
    setFormKey((k) => k + 1);
    toast(t('form.discarded'), { variant: 'default' });
  };

  return (
    <Box component="form" noValidate onSubmit={publish} key={formKey}>
      <PageTitle
        title={t('titles.productAdd')}
        subtitle={t('form.subtitle')}
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
            <Button color="secondary" variant="outlined" onClick={discard}>
              {t('form.discard')}
            </Button>
            <Button variant="outlined" onClick={() => void saveDraft()} sx={accentText}>
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              {t('form.publish')}
            </Button>
          </Box>
        }
      />
      <ProductFormCards control={control} images={images} onImagesChange={setImages} />
    </Box>
  );
}
