import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordQueryView } from '@/components/record-view';
import { href } from '@/config/paths';
import { ecommerceQueries } from '../api/queries';
import { ProductEditForm } from '../components/product-form/product-edit-form';

/** The product of the path's id in the add-product form; an unknown id shows the record screens' 404 card. */
export function Component() {
  const { t } = useTranslation('ecommerce');
  const { id = '' } = useParams();
  const query = useQuery(ecommerceQueries.product(id));
  return (
    <RecordQueryView
      query={query}
      notFound={{
        title: t('notFound.product'),
        body: t('notFound.productBody', { id }),
        backTo: href('apps-ecommerce-product-list'),
        backLabel: t('products.back'),
      }}
      skeleton={{ side: { blockSize: 420 }, main: { blockSize: 620 } }}
    >
      {(product) => <ProductEditForm key={product.id} product={product} />}
    </RecordQueryView>
  );
}
