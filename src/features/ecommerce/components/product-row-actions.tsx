import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/data-table/row-action';
import { href } from '@/config/paths';
import type { Product } from '../api/types';
import { DeleteButton } from './delete-button';

/** A product row's actions: open it in the edit form, or delete it. */
export function ProductRowActions({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <>
      <RowAction
        label={t('products.edit', { name: product.productName })}
        icon="edit"
        to={href('apps-ecommerce-product-edit', { id: product.id })}
      />
      <DeleteButton name={product.productName} onClick={onDelete} />
    </>
  );
}
