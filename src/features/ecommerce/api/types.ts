import { z } from 'zod';
import { isEmail } from '@/lib/email';
import {
  orderStatuses,
  paymentMethods,
  productCategories,
  productStatuses,
  referralStatuses,
  reviewStatuses,
} from './values';

export * from './values';

/** A person's picture: a local path, or null so the screen shows initials. */
const avatar = z.string().nullable();
/** "$1,299.00": an amount with its currency prefix, as docs/spec.md §3 stores it. */
const currency = z.string().regex(/^\$[\d,]+(\.\d{2})?$/);
/** m/d/yyyy */
const usDate = z.string().regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/);

/** Order payment state: 1 Paid, 2 Pending, 3 Cancelled, 4 Failed. */

export const productSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  category: z.enum(productCategories),
  stock: z.boolean(),
  sku: z.number().int(),
  price: currency,
  qty: z.number().int().nonnegative(),
  status: z.enum(productStatuses),
  /** Always null in the sample data: screens show the category icon instead. */
  image: z.string().nullable(),
  productBrand: z.string(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  companyName: z.string(),
  productImage: z.string().nullable(),
  reviewer: z.string(),
  email: z.string().refine(isEmail),
  avatar,
  date: usDate,
  status: z.enum(reviewStatuses),
  review: z.number().int().min(1).max(5),
  head: z.string(),
  para: z.string(),
});

export const referralSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  email: z.string().refine(isEmail),
  avatar,
  referredId: z.number().int(),
  status: z.enum(referralStatuses),
  value: currency,
  earning: currency,
});

export const orderSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  customer: z.string(),
  email: z.string().refine(isEmail),
  avatar,
  payment: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  status: z.enum(orderStatuses),
  spent: z.number().nonnegative(),
  method: z.enum(paymentMethods),
  date: usDate,
  /** "2:08 PM" */
  time: z.string(),
  /** Last four digits of the card or account. */
  methodNumber: z.number().int(),
});

export const customerSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  customerId: z.number().int(),
  email: z.string().refine(isEmail),
  country: z.string(),
  /** An emoji flag such as "🇬🇦": no image to load. */
  countryFlag: z.string(),
  countryCode: z.string().length(2),
  /** Number of orders. */
  order: z.number().int().nonnegative(),
  totalSpent: z.number().nonnegative(),
  avatar,
});

export const customerDetailSchema = customerSchema.extend({
  status: z.literal('Active'),
  contact: z.string(),
});

const total = z.number().int().nonnegative();
export const productListSchema = z.object({ products: z.array(productSchema), total });
export const orderListSchema = z.object({ orders: z.array(orderSchema), total });
export const customerListSchema = z.object({ customers: z.array(customerSchema), total });
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema), total });
export const referralListSchema = z.object({ referrals: z.array(referralSchema), total });

export type OrderStatus = (typeof orderStatuses)[number];
export type ReviewStatus = (typeof reviewStatuses)[number];

export type Product = z.infer<typeof productSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Referral = z.infer<typeof referralSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export type ProductList = z.infer<typeof productListSchema>;
export type OrderList = z.infer<typeof orderListSchema>;
export type CustomerList = z.infer<typeof customerListSchema>;
export type ReviewList = z.infer<typeof reviewListSchema>;
export type ReferralList = z.infer<typeof referralListSchema>;
