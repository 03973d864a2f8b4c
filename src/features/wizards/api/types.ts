import { z } from 'zod';
import type { deliveryOptions, paymentMethods } from './checkout-schema';
import type { DealInput } from './deal-schema';
import type { PropertyInput } from './property-schema';

/** The three wizards of docs/api.md, "Wizards", by the last segment of their call. */
export const wizardKinds = ['checkout', 'deals', 'properties'] as const;
export type WizardKind = (typeof wizardKinds)[number];

/** The number a saved record is known by: `CMD-0001`, `DEAL-0001`, `PROP-0001`, one sequence per kind. */
export const numberPrefix: Record<WizardKind, string> = { checkout: 'CMD', deals: 'DEAL', properties: 'PROP' };

interface Saved {
  id: number;
  number: string;
  /** ISO 8601, when it was saved. */
  createdAt: string;
}

export interface OrderLine {
  productId: number;
  productName: string;
  qty: number;
  /** US dollars, as the catalogue's prices. */
  unitPrice: number;
  total: number;
}

export interface CheckoutRecord extends Saved {
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  total: number;
  currency: 'USD';
  address: { fullName: string; phone: string; street: string; city: string; country: string };
  delivery: (typeof deliveryOptions)[number];
  /** Never the card's number: its last four digits only. */
  payment: { method: (typeof paymentMethods)[number]; cardLast4: string | null; mobilePhone: string | null };
}

type Numbers<T, K extends keyof T> = Omit<T, K> & Record<K, number>;

export interface DealRecord extends Saved, Omit<Numbers<DealInput, 'maxUses' | 'minCart'>, 'discount' | 'confirmed'> {
  /** Percent or XAF as the type says; null for the types without one. */
  discount: number | null;
  currency: 'XAF';
}

export interface PropertyRecord extends Saved, Numbers<PropertyInput, 'area' | 'bedrooms' | 'bathrooms' | 'price'> {
  currency: 'XAF';
}

export interface WizardRecords {
  checkout: CheckoutRecord;
  deals: DealRecord;
  properties: PropertyRecord;
}

export type WizardRecord = WizardRecords[WizardKind];

/** What the checkout's cart reads of a catalogue product (`GET /api/apps/ecommerce/products`). */
export const cartProductSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  productBrand: z.string(),
  category: z.string(),
  price: z.string(),
  qty: z.number().int(),
  image: z.string().nullable(),
});

export type CartProduct = z.infer<typeof cartProductSchema>;
