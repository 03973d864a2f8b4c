import type { SalesPaymentStatus } from '../api/types';

export type Tone = 'primary' | 'success' | 'warning' | 'error';

/**
 * docs/spec.md §4's payment pairs, in the template's colours: a finished payment is success, a confirmed one
 * still to be paid is primary, a cancelled one is error; received money goes success / warning / error.
 */
export const paymentStatusTones: Record<SalesPaymentStatus, Tone> = {
  Completed: 'success',
  Confirmed: 'primary',
  Cancelled: 'error',
};
