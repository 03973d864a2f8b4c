import { parseMoney } from '@/lib/format';
import { type CheckoutInput, shippingCost } from './checkout-schema';
import type { DealInput } from './deal-schema';
import type { PropertyInput } from './property-schema';
import { type CheckoutRecord, type DealRecord, numberPrefix, type PropertyRecord, type WizardKind } from './types';

/**
 * The records the wizards' calls save (docs/api.md, "Wizards"), built from a valid body. Pure functions: both
 * stores keep what these answer, so the memory store and the SQL store answer the same bodies.
 */
export const recordNumber = (kind: WizardKind, id: number) => `${numberPrefix[kind]}-${String(id).padStart(4, '0')}`;

const cents = (value: number) => Math.round(value * 100) / 100;

/** A product as the checkout prices it: its catalogue price ("$1,299.00") and what is in stock. */
export interface PricedProduct {
  id: number;
  productName: string;
  price: string;
  qty: number;
}

/** The order: lines at the catalogue's prices (never the client's), totals, and the card's last four digits. */
export function checkoutRecord(
  input: CheckoutInput,
  products: PricedProduct[],
  id: number,
  createdAt: string,
): CheckoutRecord {
  const lines = input.items.map(({ productId, qty }) => {
    const product = products.find((p) => p.id === productId)!;
    const unitPrice = parseMoney(product.price);
    return { productId, productName: product.productName, qty, unitPrice, total: cents(unitPrice * qty) };
  });
  const subtotal = cents(lines.reduce((sum, line) => sum + line.total, 0));
  const shipping = shippingCost[input.delivery];
  const { fullName, phone, street, city, country, delivery, method } = input;
  return {
    id,
    number: recordNumber('checkout', id),
    createdAt,
    lines,
    subtotal,
    shipping,
    total: cents(subtotal + shipping),
    currency: 'USD',
    address: { fullName, phone, street, city, country },
    delivery,
    payment: {
      method,
      cardLast4: method === 'card' ? input.cardNumber.replace(/\D/g, '').slice(-4) : null,
      mobilePhone: method === 'mobileMoney' ? input.mobilePhone.trim() : null,
    },
  };
}

/** The field error of a cart naming a product that is gone or short of stock; null when the cart can be sold. */
export function cartProblem(input: CheckoutInput, products: Array<PricedProduct | undefined>): string | null {
  for (const [index, item] of input.items.entries()) {
    const product = products[index];
    if (!product) return 'validation.productGone';
    if (product.qty < item.qty) return 'validation.stock';
  }
  return null;
}

export function dealRecord(input: DealInput, id: number, createdAt: string): DealRecord {
  const { confirmed: _confirmed, discount, maxUses, minCart, ...rest } = input;
  const hasAmount = rest.dealType === 'percentage' || rest.dealType === 'flat';
  return {
    id,
    number: recordNumber('deals', id),
    createdAt,
    ...rest,
    code: rest.code.toUpperCase(),
    discount: hasAmount ? Number(discount) : null,
    maxUses: Number(maxUses),
    minCart: Number(minCart),
    currency: 'XAF',
  };
}

export function propertyRecord(input: PropertyInput, id: number, createdAt: string): PropertyRecord {
  const { area, bedrooms, bathrooms, price, ...rest } = input;
  return {
    id,
    number: recordNumber('properties', id),
    createdAt,
    ...rest,
    area: Number(area),
    bedrooms: Number(bedrooms),
    bathrooms: Number(bathrooms),
    price: Number(price),
    currency: 'XAF',
  };
}
