/** Value sets of docs/spec.md §4 and the table's keys, without zod, so screens can import them cheaply. */
export const salesPaymentStatuses = ['Completed', 'Confirmed', 'Cancelled'] as const;
export const receivedPaymentStatuses = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
