import type { Faker } from '@faker-js/faker';
import {
  countries,
  dateBetween,
  emailFor,
  formatTime,
  formatUsd,
  formatUsDate,
  personName,
  phoneFor,
  seededFaker,
} from '@/mocks/sample';
import {
  orderStatuses,
  paymentMethods,
  productStatuses,
  referralStatuses,
  reviewStatuses,
  type CustomerDetail,
  type Order,
  type Product,
  type Referral,
  type Review,
} from '@/features/ecommerce/api/types';
import { productCatalog } from '@/mocks/product-catalog';
import { itemsTotal, orderItems } from '@/features/ecommerce/api/order-details';
import { reviewTexts } from './review-texts';

export const seedCounts = { products: 50, reviews: 100, referrals: 45, orders: 100, customers: 100 } as const;

export function createProduct(overrides: Partial<Product> = {}, f: Faker = seededFaker(1)): Product {
  const [productName, category, productBrand, basePrice] = f.helpers.arrayElement(productCatalog);
  const stock = f.number.float() < 0.8;
  return {
    id: 1,
    productName,
    category,
    stock,
    sku: f.number.int({ min: 10000, max: 99999 }),
    price: formatUsd(basePrice),
    qty: stock ? f.number.int({ min: 1, max: 950 }) : 0,
    status: f.helpers.arrayElement(productStatuses),
    image: null,
    productBrand,
    ...overrides,
  };
}

export function seedProducts(): Product[] {
  const f = seededFaker(101);
  return productCatalog.map((entry, i) => {
    const [productName, category, productBrand, basePrice] = entry;
    return createProduct({ id: i + 1, productName, category, productBrand, price: formatUsd(basePrice) }, f);
  });
}

export function seedReviews(): Review[] {
  const f = seededFaker(102);
  return Array.from({ length: seedCounts.reviews }, (_, i) => {
    const [product, , brandLine] = f.helpers.arrayElement(productCatalog);
    const reviewer = personName(f);
    const review = f.helpers.weightedArrayElement([
      { weight: 1, value: 1 },
      { weight: 1, value: 2 },
      { weight: 2, value: 3 },
      { weight: 3, value: 4 },
      { weight: 3, value: 5 },
    ]);
    const { head, para } = f.helpers.arrayElement(reviewTexts[review]!);
    return {
      id: i + 1,
      product,
      companyName: brandLine.split(' · ')[0]!,
      productImage: null,
      reviewer,
      email: emailFor(f, reviewer),
      avatar: null,
      date: formatUsDate(dateBetween(f, '2024-01-01', '2025-06-30')),
      status: f.helpers.arrayElement(reviewStatuses),
      review,
      head: head.en,
      para: para.en,
    };
  });
}

export function seedReferrals(): Referral[] {
  const f = seededFaker(103);
  return Array.from({ length: seedCounts.referrals }, (_, i) => {
    const user = personName(f);
    const value = f.number.int({ min: 120, max: 9800 });
    return {
      id: i + 1,
      user,
      email: emailFor(f, user),
      avatar: null,
      referredId: f.number.int({ min: 10000, max: 99999 }),
      status: f.helpers.arrayElement(referralStatuses),
      value: formatUsd(value),
      earning: formatUsd(Math.round(value * f.number.float({ min: 0.05, max: 0.15 }) * 100) / 100),
    };
  });
}

/** Catalogue price of the seed's product `id` (ids follow the catalogue's order). */
const cataloguePrice = (id: number) => productCatalog[id - 1]?.[3] ?? 0;

/**
 * Orders are placed by the sample's first 20 customers, the first of them the most often (nine or ten orders,
 * down to one or none), so that a customer's details list their orders (docs/decisions.md, "A customer's orders").
 */
const ownerIndex = (i: number) => 19 - Math.floor(2 * Math.sqrt(i));

export function seedOrders(): Order[] {
  const f = seededFaker(104);
  const customers = seedCustomers();
  return Array.from({ length: seedCounts.orders }, (_, i) => {
    const owner = customers[ownerIndex(i)]!;
    // The draws of the names the orders had before stay, in their place, so every other field keeps its value.
    const drawnName = personName(f);
    const at = dateBetween(f, '2024-06-01', '2025-06-30');
    const order = 5400 + i * 7 + f.number.int({ min: 0, max: 6 });
    emailFor(f, drawnName);
    return {
      id: i + 1,
      order,
      customer: owner.customer,
      email: owner.email,
      avatar: null,
      payment: f.helpers.arrayElement([1, 2, 3, 4] as const),
      status: f.helpers.arrayElement(orderStatuses),
      // What the order's lines cost at catalogue prices, so the order details add up (api/order-details.ts).
      spent: itemsTotal(orderItems(i + 1), cataloguePrice),
      method: f.helpers.arrayElement(paymentMethods),
      date: formatUsDate(at),
      time: formatTime(at),
      methodNumber: f.number.int({ min: 1000, max: 9999 }),
    };
  });
}

export function seedCustomers(): CustomerDetail[] {
  const f = seededFaker(105);
  const ids = new Set<number>();
  return Array.from({ length: seedCounts.customers }, (_, i) => {
    const customer = personName(f);
    const country = f.helpers.arrayElement(countries);
    let customerId = f.number.int({ min: 100000, max: 999999 });
    while (ids.has(customerId)) customerId += 1;
    ids.add(customerId);
    return {
      id: i + 1,
      customer,
      customerId,
      email: emailFor(f, customer),
      country: country.name,
      countryFlag: country.flag,
      countryCode: country.code,
      order: f.number.int({ min: 1, max: 60 }),
      totalSpent: f.number.float({ min: 40, max: 12000, fractionDigits: 2 }),
      avatar: null,
      status: 'Active',
      contact: phoneFor(f, country),
    };
  });
}

/**
 * The customers with their lifetime figures at least what their orders in the sample add up to: the seed's
 * `order` and `totalSpent` count older orders too, but never fewer than the list shows.
 */
export function withTheirOrders(customers: CustomerDetail[], orders: readonly Order[]): CustomerDetail[] {
  return customers.map((c) => {
    const mine = orders.filter((o) => o.email === c.email);
    if (mine.length === 0) return c;
    const spent = Math.round(mine.reduce((sum, o) => sum + o.spent, 0) * 100) / 100;
    return { ...c, order: Math.max(c.order, mine.length), totalSpent: Math.max(c.totalSpent, spent) };
  });
}
