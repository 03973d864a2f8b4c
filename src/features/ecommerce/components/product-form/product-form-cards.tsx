import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import type { ImagePreview } from '@/components/form/image-previews';
import { ProductImages } from './product-images';
import type { ProductFormValues } from '../../api/product-form-schema';
import { ProductInfoCard } from './product-info-card';
import { ProductInventoryCard, ProductOrganisationCard, ProductPricingCard } from './product-side-cards';
import { ProductVariantsCard } from './product-variants-card';

interface Props {
  control: Control<ProductFormValues>;
  images: ImagePreview[];
  onImagesChange: (images: ImagePreview[]) => void;
}

/** The product form's cards, laid out for the add and the edit screens alike. */
export function ProductFormCards({ control, images, onImagesChange }: Props) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <ProductInfoCard control={control} />
        <ProductImages images={images} onChange={onImagesChange} />
        <ProductVariantsCard control={control} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <ProductPricingCard control={control} />
        <ProductInventoryCard control={control} />
        <ProductOrganisationCard control={control} />
      </Grid>
    </Grid>
  );
}
