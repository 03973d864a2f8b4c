import type { Product } from '../../api/types';
import { emptyProduct, type ProductFormValues } from '../../api/product-form-schema';

/**
 * The form's values of a kept product, for the edit screen: the list's fields back into the form's text
 * ("$1,299.50" → "1299.50", the brand line into the tags, as `productFromForm` made them); the product keeps
 * no barcode, description or variants, so those start empty.
 */
export const productToForm = (product: Product): ProductFormValues => ({
  ...emptyProduct,
  name: product.productName,
  sku: String(product.sku),
  qty: String(product.qty),
  price: product.price.replace(/[$,\s]/g, ''),
  category: product.category,
  status: product.status,
  tags: product.productBrand,
});
