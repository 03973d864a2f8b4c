/** Value sets of docs/spec.md §3/§4 and the sort keys of §7, without zod, so screens can import them cheaply. */
export const productCategories = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const;
export const productStatuses = ['Inactive', 'Published', 'Scheduled'] as const;
export const reviewStatuses = ['Published', 'Pending'] as const;
export const referralStatuses = ['Unpaid', 'Paid', 'Rejected'] as const;
export const orderStatuses = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const;
export const paymentMethods = ['paypal', 'mastercard'] as const;
/** Countries a customer can be placed in (the sample's, `src/mocks/sample.ts`): ISO 3166 codes. */
export const customerCountryCodes = [
  ...['GA', 'CM', 'CG', 'CD', 'GQ', 'TD', 'CF', 'SN', 'CI', 'MA', 'FR', 'BE', 'CA', 'US', 'BR', 'CN'],
] as const;
