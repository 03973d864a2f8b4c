import { z } from 'zod';
import { productCategories, productStatuses } from './values';

export const variantOptions = ['size', 'color', 'weight', 'material'] as const;

const money = /^\d+([.,]\d{1,2})?$/;
const toNumber = (v: string) => Number(v.replace(',', '.'));

/** Messages are keys of the ecommerce namespace (validation.*). */
export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
    sku: z
      .string()
      .trim()
      .regex(/^\d{4,10}$/, 'validation.sku'),
    barcode: z
      .string()
      .trim()
      .regex(/^(\d{8}|\d{12,13})?$/, 'validation.barcode'),
    description: z.string(),
    variants: z.array(
      z.object({ option: z.enum(variantOptions), value: z.string().trim().min(1, 'validation.required') }),
    ),
    qty: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'validation.qty'),
    price: z.string().trim().regex(money, 'validation.price'),
    discountPrice: z
      .string()
      .trim()
      .regex(new RegExp(`^(${money.source.slice(1, -1)})?$`), 'validation.price'),
    chargeTax: z.boolean(),
    category: z.union([z.enum(productCategories), z.literal('')]).refine((v) => v !== '', 'validation.required'),
    status: z.enum(productStatuses),
    tags: z.string().max(200, 'validation.tooLong'),
  })
  .refine((v) => !v.discountPrice || !money.test(v.price) || toNumber(v.discountPrice) < toNumber(v.price), {
    path: ['discountPrice'],
    message: 'validation.discount',
  });

export type ProductFormValues = z.input<typeof productFormSchema>;

/** Stock follows the quantity (docs/api.md: out-of-stock products have qty 0); there is no separate switch. */
export const isInStock = (qty: string | undefined) => /^\d{1,6}$/.test(qty?.trim() ?? '') && Number(qty) > 0;

export const emptyProduct: ProductFormValues = {
  name: '',
  sku: '',
  barcode: '',
  description: '',
  variants: [],
  qty: '0',
  price: '',
  discountPrice: '',
  chargeTax: true,
  category: '',
  status: 'Published',
  tags: '',
};

/** The form's field names: the server's field errors are shown under these (`showFieldErrors`). */
export const productFields = Object.keys(emptyProduct);
