/** The customer details' tables (docs/api.md, "E-commerce"), re-exported by schema.ts. */
import { boolean, index, integer, json, pgTable, text } from 'drizzle-orm/pg-core';

/** One row per address of a customer's book. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    label: text('label').notNull(),
    recipient: text('recipient').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    defaultShipping: boolean('default_shipping').notNull(),
    defaultBilling: boolean('default_billing').notNull(),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId, t.id)],
);

/** What a customer's notifications and security were set to; no row (or null) reads as the defaults. */
export const customerPreferences = pgTable('customer_preferences', {
  customerId: integer('customer_id').primaryKey(),
  notifications: json('notifications'),
  twoFactor: boolean('two_factor').notNull().default(false),
  /** scrypt, as the accounts' (docs/security.md, "Passwords"). */
  passwordHash: text('password_hash'),
  /** ISO 8601. */
  passwordSetAt: text('password_set_at'),
});
