import type { Order, OrderStatus, Product } from './types';

/** Orders and revenue of one calendar month (UTC, `yyyy-mm`). */
export interface MonthSales {
  month: string;
  orders: number;
  revenue: number;
}

/** A product among the most reviewed, which stand in for best sellers: the sample orders carry no product lines. */
export interface TopProduct {
  /** Its catalogue name in the reader's language. */
  product: string;
  company: string;
  reviews: number;
  /** The average of its reviews (1–5), to two decimals. */
  rating: number;
}

/** What every order adds up to (docs/api.md, "E-commerce"). */
export interface OrderSummary {
  /** What all orders spent, to the cent. */
  revenue: number;
  /** The last twelve months that have orders, oldest first. */
  months: MonthSales[];
  /** The orders of each status that has any, in the order of `orderStatuses`. */
  statuses: Array<{ status: OrderStatus; count: number }>;
}

/** `GET /api/apps/ecommerce/dashboard`: the e-commerce dashboard's figures, over every record. */
export interface EcommerceDashboard extends OrderSummary {
  totals: { orders: number; customers: number; products: number };
  topProducts: TopProduct[];
  /** The five newest orders (the orders list sorted by date, newest first). */
  recentOrders: Order[];
}

/** `GET /api/apps/ecommerce/products/summary`: the products list's figures, over every product. */
export interface ProductSummary {
  total: number;
  inStock: number;
  published: number;
  /** What the stock is worth at the listed prices (price × quantity), to the cent. */
  stockValue: number;
}

/** `GET /api/apps/ecommerce/orders/summary`: the orders list's figures, over every order. */
export interface OrderPayments {
  total: number;
  /** Orders per payment state (1 paid, 2 pending, 3 cancelled, 4 failed), each state present. */
  payments: Array<{ payment: 1 | 2 | 3 | 4; count: number }>;
}

/** `GET /api/apps/ecommerce/reviews/summary`: the reviews page's figures, over every review. */
export interface ReviewsSummary {
  total: number;
  published: number;
  /** Reviews per rating, from 5 stars down to 1, each present. */
  stars: Array<{ star: 1 | 2 | 3 | 4 | 5; count: number }>;
}

/** `GET /api/apps/ecommerce/referrals/summary`: the referrals page's figures, over every referral. */
export interface ReferralsSummary {
  total: number;
  paid: number;
  /** Every referral's earning, and the unpaid ones', to the cent. */
  earnings: number;
  unpaidEarnings: number;
}

/** A category's products (categories are not an entity of the API: each sums the products that carry it). */
export interface CategorySummary {
  category: Product['category'];
  count: number;
  inStock: number;
  qty: number;
  /** What its stock is worth at the listed prices, to the cent. */
  stockValue: number;
}

/** `GET /api/apps/ecommerce/products/categories`: every category that has products, in `productCategories` order. */
export interface CategoryList {
  categories: CategorySummary[];
}
