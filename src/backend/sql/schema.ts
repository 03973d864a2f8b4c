/**
 * The server's tables (docs/server.md, "Tables"). Each list keeps its record as the API answers it (`data`, JSON
 * kept as written) beside the columns its queries filter, search and sort on: `q` columns hold the searched
 * fields lower-cased (trigram-indexed, docs/api.md "Search"), `k_` columns the text sort keys of `textKey()` in
 * the "C" collation, and plain columns the numbers. `seq` is the order of arrival, which ties keep.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const trigram = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);
const collated = (name: string) => text(name).notNull();
const byKey = (name: string, column: AnyPgColumn) => index(name).on(sql`${column} collate "C"`);

const listColumns = {
  id: integer('id').primaryKey(),
  seq: serial('seq').notNull(),
  data: json('data').notNull(),
};

export const products = pgTable(
  'products',
  {
    ...listColumns,
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    stock: boolean('stock').notNull(),
    kProductFr: collated('k_product_fr'),
    kProductEn: collated('k_product_en'),
    kProductAr: collated('k_product_ar'),
    kCategory: collated('k_category'),
    kStatus: collated('k_status'),
    price: doublePrecision('price'),
    qty: integer('qty'),
    sku: integer('sku'),
  },
  (t) => [
    index('products_seq').on(t.seq),
    trigram('products_q_fr', t.qFr),
    trigram('products_q_en', t.qEn),
    trigram('products_q_ar', t.qAr),
    index('products_category').on(t.category),
    index('products_status').on(t.status),
    byKey('products_k_product_fr', t.kProductFr),
    byKey('products_k_product_en', t.kProductEn),
    byKey('products_k_product_ar', t.kProductAr),
    byKey('products_k_category', t.kCategory),
    byKey('products_k_status', t.kStatus),
    index('products_price').on(t.price),
    index('products_qty').on(t.qty),
    index('products_sku').on(t.sku),
  ],
);

export const orders = pgTable(
  'orders',
  {
    ...listColumns,
    q: text('q').notNull(),
    orderNumber: integer('order_number'),
    kCustomer: collated('k_customer'),
    date: doublePrecision('date'),
    kStatus: collated('k_status'),
    spent: doublePrecision('spent'),
    /** Whose order it is: a customer's orders are those placed with their e-mail (docs/api.md). */
    email: text('email'),
  },
  (t) => [
    index('orders_seq').on(t.seq),
    index('orders_email_date').on(t.email, t.date),
    trigram('orders_q', t.q),
    index('orders_order_number').on(t.orderNumber),
    byKey('orders_k_customer', t.kCustomer),
    index('orders_date').on(t.date),
    byKey('orders_k_status', t.kStatus),
    index('orders_spent').on(t.spent),
  ],
);

export const customers = pgTable(
  'customers',
  {
    ...listColumns,
    customerId: integer('customer_id').notNull().unique(),
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
    kCustomer: collated('k_customer'),
    kCountryFr: collated('k_country_fr'),
    kCountryEn: collated('k_country_en'),
    kCountryAr: collated('k_country_ar'),
    orders: integer('orders'),
    totalSpent: doublePrecision('total_spent'),
  },
  (t) => [
    index('customers_seq').on(t.seq),
    trigram('customers_q_fr', t.qFr),
    trigram('customers_q_en', t.qEn),
    trigram('customers_q_ar', t.qAr),
    byKey('customers_k_customer', t.kCustomer),
    byKey('customers_k_country_fr', t.kCountryFr),
    byKey('customers_k_country_en', t.kCountryEn),
    byKey('customers_k_country_ar', t.kCountryAr),
    index('customers_orders').on(t.orders),
    index('customers_total_spent').on(t.totalSpent),
  ],
);

/** Reviews: searched on, and sorted by, their product name and texts in each language. */
export const reviews = pgTable(
  'reviews',
  {
    ...listColumns,
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
    status: text('status').notNull(),
    kProductFr: collated('k_product_fr'),
    kProductEn: collated('k_product_en'),
    kProductAr: collated('k_product_ar'),
    kReviewer: collated('k_reviewer'),
    date: doublePrecision('date'),
    kStatus: collated('k_status'),
  },
  (t) => [
    index('reviews_seq').on(t.seq),
    trigram('reviews_q_fr', t.qFr),
    trigram('reviews_q_en', t.qEn),
    trigram('reviews_q_ar', t.qAr),
    index('reviews_status').on(t.status),
    byKey('reviews_k_product_fr', t.kProductFr),
    byKey('reviews_k_product_en', t.kProductEn),
    byKey('reviews_k_product_ar', t.kProductAr),
    byKey('reviews_k_reviewer', t.kReviewer),
    index('reviews_date').on(t.date),
    byKey('reviews_k_status', t.kStatus),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    ...listColumns,
    kUser: collated('k_user'),
    referredId: integer('referred_id'),
    earning: doublePrecision('earning'),
    value: doublePrecision('value'),
    kStatus: collated('k_status'),
  },
  (t) => [
    index('referrals_seq').on(t.seq),
    byKey('referrals_k_user', t.kUser),
    index('referrals_referred_id').on(t.referredId),
    index('referrals_earning').on(t.earning),
    index('referrals_value').on(t.value),
    byKey('referrals_k_status', t.kStatus),
  ],
);

export const users = pgTable(
  'users',
  {
    ...listColumns,
    q: text('q').notNull(),
    role: text('role').notNull(),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    kUser: collated('k_user'),
    kEmail: collated('k_email'),
    kRole: collated('k_role'),
    kPlan: collated('k_plan'),
    kStatus: collated('k_status'),
    kBilling: collated('k_billing'),
  },
  (t) => [
    index('users_seq').on(t.seq),
    trigram('users_q', t.q),
    index('users_role').on(t.role),
    index('users_plan').on(t.plan),
    index('users_status').on(t.status),
    byKey('users_k_user', t.kUser),
    byKey('users_k_email', t.kEmail),
    byKey('users_k_role', t.kRole),
    byKey('users_k_plan', t.kPlan),
    byKey('users_k_status', t.kStatus),
    byKey('users_k_billing', t.kBilling),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    ...listColumns,
    q: text('q').notNull(),
    /** The assigned roles, each after a separator: `position(sep || needle in roles)` finds a role's start. */
    roles: text('roles').notNull(),
    kName: collated('k_name'),
  },
  (t) => [index('permissions_seq').on(t.seq), trigram('permissions_q', t.q), byKey('permissions_k_name', t.kName)],
);

export const courses = pgTable(
  'courses',
  {
    ...listColumns,
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
    tag: text('tag').notNull(),
    completed: boolean('completed').notNull(),
    kNameFr: collated('k_name_fr'),
    kNameEn: collated('k_name_en'),
    kNameAr: collated('k_name_ar'),
    progress: doublePrecision('progress'),
  },
  (t) => [
    index('courses_seq').on(t.seq),
    index('courses_tag').on(t.tag),
    byKey('courses_k_name_fr', t.kNameFr),
    byKey('courses_k_name_en', t.kNameEn),
    byKey('courses_k_name_ar', t.kNameAr),
    index('courses_progress').on(t.progress),
  ],
);

/** The analytics projects: searched on, and sorted by, their names in each language. */
export const analyticsProjects = pgTable(
  'analytics_projects',
  {
    ...listColumns,
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
    kProjectFr: collated('k_project_fr'),
    kProjectEn: collated('k_project_en'),
    kProjectAr: collated('k_project_ar'),
    kLeader: collated('k_leader'),
    progress: doublePrecision('progress'),
  },
  (t) => [
    index('analytics_projects_seq').on(t.seq),
    byKey('analytics_projects_k_project_fr', t.kProjectFr),
    byKey('analytics_projects_k_project_en', t.kProjectEn),
    byKey('analytics_projects_k_project_ar', t.kProjectAr),
    byKey('analytics_projects_k_leader', t.kLeader),
    index('analytics_projects_progress').on(t.progress),
  ],
);

/** The logistics dashboard's vehicles: searched and sorted on the city names of each language. */
export const vehicles = pgTable(
  'vehicles',
  {
    ...listColumns,
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
    status: text('status').notNull(),
    kPlate: collated('k_plate'),
    kLocationFr: collated('k_location_fr'),
    kLocationEn: collated('k_location_en'),
    kLocationAr: collated('k_location_ar'),
    kFromFr: collated('k_from_fr'),
    kFromEn: collated('k_from_en'),
    kFromAr: collated('k_from_ar'),
    kToFr: collated('k_to_fr'),
    kToEn: collated('k_to_en'),
    kToAr: collated('k_to_ar'),
    warning: integer('warning').notNull(),
    progress: doublePrecision('progress').notNull(),
  },
  (t) => [
    index('vehicles_seq').on(t.seq),
    index('vehicles_status').on(t.status),
    trigram('vehicles_q_fr', t.qFr),
    trigram('vehicles_q_en', t.qEn),
    trigram('vehicles_q_ar', t.qAr),
    byKey('vehicles_k_plate', t.kPlate),
    byKey('vehicles_k_location_fr', t.kLocationFr),
    byKey('vehicles_k_location_en', t.kLocationEn),
    byKey('vehicles_k_location_ar', t.kLocationAr),
    byKey('vehicles_k_from_fr', t.kFromFr),
    byKey('vehicles_k_from_en', t.kFromEn),
    byKey('vehicles_k_from_ar', t.kFromAr),
    byKey('vehicles_k_to_fr', t.kToFr),
    byKey('vehicles_k_to_en', t.kToEn),
    byKey('vehicles_k_to_ar', t.kToAr),
    index('vehicles_warning').on(t.warning),
    index('vehicles_progress').on(t.progress),
  ],
);

export const salesDetails = pgTable('sales_details', listColumns);

/** Roles as the store keeps them (`StoredRole`): a handful of rows, read whole. */
export const roles = pgTable('roles', listColumns);

/** The contact form's messages (docs/api.md, "Contact"): `num` is the number of the `msg-0007` id. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    num: integer('num').notNull().unique(),
    data: json('data').notNull(),
    q: text('q').notNull(),
    /** ISO 8601, so that text order is time order. */
    createdAt: text('created_at').notNull(),
    handled: boolean('handled').notNull(),
  },
  (t) => [trigram('contact_messages_q', t.q), index('contact_messages_created_at').on(sql`${t.createdAt} collate "C"`)],
);

/** Invoices (docs/api.md, "Invoices"): `q` holds the client's name and the number; days are yyyy-mm-dd text. */
export const invoices = pgTable(
  'invoices',
  {
    ...listColumns,
    q: text('q').notNull(),
    status: text('status').notNull(),
    customerId: integer('customer_id').notNull(),
    /** The issuing user (`Invoice.userId`); null for one made in the form. */
    userId: integer('user_id'),
    kNumber: collated('k_number'),
    kClient: collated('k_client'),
    kStatus: collated('k_status'),
    issuedDay: text('issued_day').notNull(),
    issued: doublePrecision('issued'),
    due: doublePrecision('due'),
    total: doublePrecision('total').notNull(),
    paid: doublePrecision('paid').notNull(),
    balance: doublePrecision('balance').notNull(),
  },
  (t) => [
    trigram('invoices_q', t.q),
    index('invoices_status').on(t.status),
    index('invoices_user').on(t.userId, t.id),
    byKey('invoices_k_number', t.kNumber),
    byKey('invoices_k_client', t.kClient),
    byKey('invoices_k_status', t.kStatus),
    byKey('invoices_issued_day', t.issuedDay),
    index('invoices_issued').on(t.issued),
    index('invoices_due').on(t.due),
    index('invoices_total').on(t.total),
    index('invoices_balance').on(t.balance),
  ],
);

/**
 * E-mail (docs/api.md, "E-mail"): each user's mailbox (`owner_id`). `q_<lng>` hold sender, recipients, subject and
 * text in each language (samples are answered localised); `sent_at` is ISO 8601 text, ordered in "C".
 */
export const emails = pgTable(
  'emails',
  {
    ...listColumns,
    ownerId: integer('owner_id').notNull(),
    threadId: integer('thread_id').notNull(),
    folder: text('folder').notNull(),
    starred: boolean('starred').notNull(),
    read: boolean('read').notNull(),
    labels: text('labels').array().notNull(),
    sentAt: text('sent_at').notNull(),
    qFr: text('q_fr').notNull(),
    qEn: text('q_en').notNull(),
    qAr: text('q_ar').notNull(),
  },
  (t) => [
    index('emails_owner_folder').on(t.ownerId, t.folder),
    index('emails_owner_thread').on(t.ownerId, t.threadId),
    index('emails_owner_sent_at').on(t.ownerId, sql`${t.sentAt} collate "C"`),
    index('emails_labels').using('gin', t.labels),
    trigram('emails_q_fr', t.qFr),
    trigram('emails_q_en', t.qEn),
    trigram('emails_q_ar', t.qAr),
  ],
);

/** Signed-in sessions (docs/server.md, "Sessions"): shared by every server process on one database. */
export const sessions = pgTable(
  'sessions',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Who may sign in (`Store['accounts']`): the demo accounts, seeded once, then those signed up. */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey(),
  /** Lower-cased; one account per address. */
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  fullName: text('full_name').notNull(),
  avatar: text('avatar'),
  role: text('role').notNull(),
  abilityRules: json('ability_rules').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Sign-in asks for an e-mailed code after the password (docs/security.md, "Two-step sign-in"). */
  twoStepEnabled: boolean('two_step_enabled').notNull().default(false),
});

/** Reset tokens, e-mail tokens and two-step codes (`Store['authCodes']`, docs/security.md): their SHA-256 only. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').notNull(),
    hash: text('hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_hash').on(t.purpose, t.hash), index('auth_codes_user').on(t.userId, t.purpose)],
);

/** Recent attempts per key, for the abuse limits (`Store['attempts']`, docs/security.md). */
export const attempts = pgTable(
  'attempts',
  { key: text('key').notNull(), at: timestamp('at', { withTimezone: true }).notNull() },
  (t) => [index('attempts_key_at').on(t.key, t.at)],
);

/** The coming-soon page's list (`Store['notifyMe']`, docs/api.md, "Notify me"): lower-cased addresses. */
export const notifySubscribers = pgTable('notify_subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved settings documents (`Store['documents']`). */
export const documents = pgTable('documents', {
  key: text('key').primaryKey(),
  data: json('data').notNull(),
});

/**
 * The audit trail (docs/api.md, "Audit trail"): one row per write, its record rebuilt from the columns
 * (`sql/audit-log.ts`). `q` and the `k_` keys are computed as the in-memory list reads them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    recordId: text('record_id'),
    /** The names of the fields the write's body set, in its order. */
    fields: json('fields').$type<string[]>().notNull(),
    q: text('q').notNull(),
    kUser: collated('k_user'),
    kAction: collated('k_action'),
    kSubject: collated('k_subject'),
  },
  (t) => [
    index('audit_log_at').on(t.at, t.id),
    index('audit_log_user_id').on(t.userId),
    index('audit_log_action').on(t.action),
    index('audit_log_subject').on(t.subject),
    trigram('audit_log_q', t.q),
    byKey('audit_log_k_user', t.kUser),
    byKey('audit_log_k_action', t.kAction),
    byKey('audit_log_k_subject', t.kSubject),
  ],
);

/** Facts about the database itself: `seeded` is set once the sample data is in (docs/server.md). */
/** Each list's number of rows, kept by statement triggers (migration 0001): an unfiltered list's total. */
export const listCounts = pgTable('list_counts', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** What the wizard examples saved (docs/api.md, "Wizards"): `id` counts per kind; `data` is the record answered. */
export const wizardRecords = pgTable(
  'wizard_records',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    data: json('data').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
export * from './chat-schema';
export * from './customer-book-schema';
export * from './profile-links-schema';
