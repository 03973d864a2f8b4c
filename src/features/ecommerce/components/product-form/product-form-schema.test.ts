import { describe, expect, it } from 'vitest';
import { emptyProduct, productFormSchema } from './product-form-schema';

const valid = { ...emptyProduct, name: 'Desk lamp', sku: '12345', price: '49.90', category: 'Office' as const };
const errors = (v: object) =>
  productFormSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('product form rules', () => {
  it('accepts a complete product', () => {
    expect(errors(valid)).toEqual([]);
  });

  it('requires name, a numeric SKU, a price and a category', () => {
    expect(errors(emptyProduct)).toEqual(
      expect.arrayContaining(['name:validation.required', 'sku:validation.sku', 'price:validation.price', 'category:validation.required']),
    );
  });

  it('checks barcode length, variant values and that a discount is lower than the price', () => {
    expect(errors({ ...valid, barcode: '123' })).toEqual(['barcode:validation.barcode']);
    expect(errors({ ...valid, variants: [{ option: 'size', value: ' ' }] })).toEqual(['variants.0.value:validation.required']);
    expect(errors({ ...valid, discountPrice: '60' })).toEqual(['discountPrice:validation.discount']);
    expect(errors({ ...valid, discountPrice: '39,90' })).toEqual([]);
  });
});
