import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import type { Product } from '../api/types';
import { DeleteButton } from './delete-button';

/** A product row's actions: open it in the edit form, or delete it. */
export function ProductRowActions({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const { t } = useTranslation('ecommerce');
  const editLabel = t('products.edit', { name: product.productName });
  return (
    <>
      <Hint title={editLabel}>
        <IconButton
          size="small"
          aria-label={editLabel}
          component={Link}
          to={href('apps-ecommerce-product-edit', { id: product.id })}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Hint>
      <DeleteButton name={product.productName} onClick={onDelete} />
    </>
  );
}
