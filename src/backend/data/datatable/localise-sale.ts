import { catalogueDescription, catalogueName } from '@/mocks/catalogue-language';
import type { ApiLanguage } from '@/mocks/utils';
import type { SalesDetail } from '@/features/datatable/api/types';

/** A sale with its catalogue product's name and description in the reader's language (docs/api.md, "Language"). */
export const localiseSale = (sale: SalesDetail, language: ApiLanguage): SalesDetail => ({
  ...sale,
  product: {
    ...sale.product,
    name: catalogueName(sale.product.name, language),
    description: catalogueDescription(sale.product.brand, sale.product.description, language),
  },
});
