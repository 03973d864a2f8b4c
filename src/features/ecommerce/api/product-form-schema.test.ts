import { describe, expect, it } from 'vitest';
import { emptyProduct, isInStock, productFormSchema } from './product-form-schema';

const valid = { ...emptyProduct, name: 'Desk lamp', sku: '12345', price: '49.90', category: 'Office' as const };
const errors = (v: object) =>
  productFormSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('product form rules', () => {
  it('accepts a complete product', () => {
    expect(errors(valid)).toEqual([]);
  });

  it('requires name, a numeric SKU, a price and a category', () => {
    expect(errors(emptyProduct)).toEqual(
      expect.arrayContaining([
        'name:validation.required',
        'sku:validation.sku',
        'price:validation.price',
        'category:validation.required',
      ]),
    );
  });

  it('checks barcode length, variant values and that a discount is lower than the price', () => {
    expect(errors({ ...valid, barcode: '123' })).toEqual(['barcode:validation.barcode']);
    expect(errors({ ...valid, variants: [{ option: 'size', value: ' ' }] })).toEqual([
      'variants.0.value:validation.required',
    ]);
    expect(errors({ ...valid, discountPrice: '60' })).toEqual(['discountPrice:validation.discount']);
    expect(errors({ ...valid, discountPrice: '39,90' })).toEqual([]);
  });

  it('starts coherent: quantity 0 means out of stock, and stock follows the quantity', () => {
    expect(emptyProduct.qty).toBe('0');
    expect(isInStock(emptyProduct.qty)).toBe(false);
    expect(emptyProduct).not.toHaveProperty('inStock');
    expect(isInStock('12')).toBe(true);
    expect(isInStock('0')).toBe(false);
    expect(isInStock('abc')).toBe(false);
  });
});
