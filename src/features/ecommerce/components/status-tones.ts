export type ChipTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';
export type StatusKind = 'product' | 'order' | 'payment' | 'review' | 'referral' | 'stock';

/** Status colours from the spec (product, order and payment pairs). */
export const statusTones: Record<StatusKind, Record<string, ChipTone>> = {
  product: { Published: 'success', Scheduled: 'warning', Inactive: 'error' },
  order: { Delivered: 'success', 'Ready to Pickup': 'info', 'Out for Delivery': 'primary', Dispatched: 'warning' },
  payment: { 1: 'success', 2: 'warning', 3: 'secondary', 4: 'error' },
  review: { Published: 'success', Pending: 'warning' },
  referral: { Paid: 'success', Unpaid: 'warning', Rejected: 'error' },
  stock: { true: 'success', false: 'error' },
};
