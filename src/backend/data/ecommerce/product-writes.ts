import type { ProductFormValues } from '@/features/ecommerce/api/product-form-schema';
import { isInStock } from '@/features/ecommerce/api/product-form-schema';
import type { Product } from '@/features/ecommerce/api/types';

const toNumber = (v: string) => Number(v.trim().replace(',', '.'));

/** "$1,299.00": docs/api.md's currency strings (docs/decisions.md, "Money"). */
export const formatPrice = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The product a valid add-product form makes (POST /api/apps/ecommerce/products): the list's fields from the
 * form's; the brand line is the form's tags (the form has no brand field), the picture stays the category icon.
 */
export function productFromForm(values: ProductFormValues, id: number): Product {
  return {
    id,
    productName: values.name.trim(),
    category: values.category as Product['category'],
    stock: isInStock(values.qty),
    sku: Number(values.sku.trim()),
    price: formatPrice(toNumber(values.price)),
    qty: Number(values.qty.trim()),
    status: values.status,
    image: null,
    productBrand: values.tags.trim(),
  };
}

/** The next id: one above the highest (products are listed newest first, by id). */
export const nextProductId = (products: readonly Product[]) => Math.max(0, ...products.map((p) => p.id)) + 1;

/** The product a valid edit makes (PATCH /api/apps/ecommerce/products/:id): the form's fields, its own picture. */
export const updatedProduct = (product: Product, values: ProductFormValues): Product => ({
  ...productFromForm(values, product.id),
  image: product.image,
});
