import type { AuditEntry } from '@/features/audit/api/types';
import { type AuthUser, demoAccounts } from '@/backend/auth/accounts';
import type { AuthCode } from '@/backend/auth/auth-codes';
import type { ProfileLinks } from '@/backend/profile/profile-links';
import { seedCourses } from '@/backend/data/academy/seed';
import { seedAnalyticsProjects } from '@/backend/data/analytics/seed';
import { seedSalesDetails } from '@/backend/data/datatable/seed';
import {
  seedCustomers,
  seedOrders,
  seedProducts,
  seedReferrals,
  seedReviews,
  withTheirOrders,
} from '@/backend/data/ecommerce/seed';
import type { CustomerAddress } from '@/features/ecommerce/api/customer-address';
import type { NotificationChoices } from '@/features/ecommerce/api/customer-preferences';
import { seedCustomerAddresses } from '@/backend/data/ecommerce/customer-addresses';
import { seedContactMessages } from '@/backend/data/contact-messages/seed';
import { seedEmails } from '@/backend/data/email/seed';
import { seedInvoices } from '@/backend/data/invoices/seed';
import { seedVehicles } from '@/backend/data/logistics/seed';
import type { WizardKind, WizardRecord } from '@/features/wizards/api/types';
import { seedChatMessages } from '@/backend/data/chat/seed';
import type { Presence } from '@/features/chat/api/types';
import { seedRoles } from '@/backend/data/permissions/roles';
import { seedPermissions } from '@/backend/data/permissions/seed';
import { seedUsers } from '@/backend/data/users/seed';

/** A customer's stored choices; a password is kept only as its hash (docs/security.md, "Passwords"). */
interface CustomerPreferences {
  notifications?: NotificationChoices;
  twoFactor?: boolean;
  passwordHash?: string;
  passwordSetAt?: string;
}

/** Every seeded collection, built from the samples (about 50 ms). */
function seedCollections() {
  const permissions = seedPermissions();
  const orders = seedOrders();
  const customers = withTheirOrders(seedCustomers(), orders);
  const users = seedUsers();
  return {
    products: seedProducts(),
    reviews: seedReviews(),
    referrals: seedReferrals(),
    orders,
    customers,
    /** The customers' address books (docs/api.md, "E-commerce"): one default address each to start. */
    customerAddresses: seedCustomerAddresses(customers) as CustomerAddress[],
    /** What each customer's notifications and security were set to, by customerId; absent: the defaults. */
    customerPreferences: new Map<number, CustomerPreferences>(),
    users,
    permissions,
    roles: seedRoles(permissions),
    contactMessages: seedContactMessages(),
    invoices: seedInvoices(customers, users.length),
    emails: seedEmails(),
    chatMessages: seedChatMessages(),
    /** The presence each chat user set (docs/api.md, "Chat"); the others keep their sample one. */
    chatPresence: new Map<number, Presence>(),
    courses: seedCourses(),
    analyticsProjects: seedAnalyticsProjects(),
    salesDetails: seedSalesDetails(),
    vehicles: seedVehicles(),
    /** Saved settings documents by key (the store settings' sections); a missing one reads as its defaults. */
    documents: {} as Record<string, unknown>,
    /** Whom each signed-in user connected with or left on the profile page, by account id (docs/api.md, "Pages"). */
    profileLinks: {} as Record<number, ProfileLinks>,
    /** What the wizards saved (docs/api.md, "Wizards"), each under the next id of its kind. */
    wizardRecords: [] as Array<{ kind: WizardKind; record: WizardRecord }>,
    /** The audit trail: starts empty, each write through the API adds one (docs/api.md, "Audit trail"). */
    auditLog: [] as AuditEntry[],
    /** The coming-soon page's list (docs/api.md, "Notify me"): lower-cased addresses, starts empty. */
    notifySubscribers: [] as string[],
    /** Who may sign in: the demo accounts, then those signed up (docs/decisions.md, "Sign-up"). */
    accounts: demoAccounts.map((account) => ({
      ...account,
      emailVerifiedAt: null,
      twoStepEnabled: false,
    })) as AuthUser[],
    /** Reset tokens, e-mail tokens and two-step codes, hashed (docs/security.md); `used` once used. */
    authCodes: [] as Array<AuthCode & { used: boolean }>,
    /** Sessions of signed-up accounts (the demo accounts answer docs/spec.md §9's sample tokens): token → id. */
    sessions: new Map<string, number>(),
    /** Demo accounts whose sample token was ended by a new password, until they sign in again. */
    endedSampleSessions: new Set<number>(),
  };
}

export type Db = ReturnType<typeof seedCollections>;

let seed: Db | undefined;

/**
 * Fresh copies of every seeded collection; the same records every time. Copied from one seed, built at the first
 * call (a copy takes a quarter of a build): the unit tests go back to the seed after every test.
 */
export function createCollections(): Db {
  seed ??= seedCollections();
  return structuredClone(seed);
}

/**
 * The in-memory store behind every handler (how long it lives in the browser: page-data.ts). Handlers
 * read `db.<collection>` at call time, so reassigning is safe. Built, not copied: the service worker's start pays
 * for one build, and the seed kept for copies is built at the first reset.
 */
export const db: Db = seedCollections();

/** Back to the seed (tests, and a new page in the service worker). */
export function resetDb(): void {
  Object.assign(db, createCollections());
}

/** Removes the record with this id (ids are unique in every collection); false when there is none. */
export function removeById<K extends keyof Db>(collection: K, id: number, from: Db = db): boolean {
  const items = from[collection] as Array<{ id: number }>;
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return false;
  items.splice(index, 1);
  return true;
}
