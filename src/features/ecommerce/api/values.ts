/** Value sets of docs/spec.md §3/§4 and the sort keys of §7, without zod, so screens can import them cheaply. */
export const productCategories = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const;
export const productStatuses = ['Inactive', 'Published', 'Scheduled'] as const;
export const reviewStatuses = ['Published', 'Pending'] as const;
export const referralStatuses = ['Unpaid', 'Paid', 'Rejected'] as const;
export const orderStatuses = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const;
export const paymentMethods = ['paypal', 'mastercard'] as const;
export const productSortKeys = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export const orderSortKeys = ['order', 'customers', 'date', 'status', 'spent'] as const;
export const customerSortKeys = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export const reviewSortKeys = ['product', 'reviewer', 'date', 'status'] as const;
export const referralSortKeys = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
