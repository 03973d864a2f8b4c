import type { Order } from './types';

/** One month of a customer's spending: `month` is "2025-03", `spent` the orders' total that month. */
export interface MonthSpend {
  month: string;
  spent: number;
  orders: number;
}

/** GET /api/apps/ecommerce/customers/:customerId/orders (docs/api.md): a page of their orders and their months. */
export interface CustomerOrders {
  orders: Order[];
  total: number;
  spending: MonthSpend[];
}
