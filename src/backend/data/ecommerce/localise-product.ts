import { catalogueLine, catalogueName } from '@/mocks/catalogue-language';
import type { ApiLanguage } from '@/mocks/utils';
import type { Product } from '@/features/ecommerce/api/types';

/** A product with its catalogue name and brand line in the reader's language; typed texts stay as typed. */
export const localiseProduct = (product: Product, language: ApiLanguage): Product => ({
  ...product,
  productName: catalogueName(product.productName, language),
  productBrand: catalogueLine(product.productBrand, language),
});
