import { listCourses } from '@/features/academy/mocks/list-courses';
import { listAnalyticsProjects } from '@/features/analytics/mocks/list-projects';
import {
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
  localiseCustomer,
} from '@/features/ecommerce/mocks/list-queries';
import { listPermissions } from '@/features/permissions/mocks/list-permissions';
import { nextUserId, toStoredUser } from '@/features/users/mocks/create-user';
import { listUsers } from '@/features/users/mocks/list-users';
import { tokenFor, userForToken } from '@/mocks/accounts';
import { db as sharedDb, removeById, type Db } from '@/mocks/db';
import type { Store, StoredContactMessage } from './store';

/**
 * The static demo's store: the in-memory collections of `src/mocks/db.ts` (how long they live in the browser:
 * `src/mocks/page-data.ts`), read through the same pure list functions the SQL store's contract holds it to.
 */
export function createMemoryStore(db: Db = sharedDb): Store {
  const messages: StoredContactMessage[] = [];
  const remove = (collection: keyof Db) => async (id: number) => removeById(collection, id, db);
  return {
    products: { list: async (query) => listProducts(db.products, query), remove: remove('products') },
    orders: { list: async (query) => listOrders(db.orders, query), remove: remove('orders') },
    customers: {
      list: async (query, language) => listCustomers(db.customers, query, language),
      get: async (customerId, language) => {
        const customer = db.customers.find((c) => c.customerId === customerId);
        return customer && localiseCustomer(customer, language);
      },
    },
    reviews: { list: async (query) => listReviews(db.reviews, query), remove: remove('reviews') },
    referrals: { list: async (query) => listReferrals(db.referrals, query) },
    users: {
      list: async (query) => listUsers(db.users, query),
      get: async (id) => db.users.find((u) => u.id === id),
      create: async (body) => {
        const id = nextUserId(db.users);
        db.users.push(toStoredUser(body, id));
        return id;
      },
      remove: remove('users'),
    },
    permissions: { list: async (query) => listPermissions(db.permissions, query) },
    courses: {
      list: async (query, language) => listCourses(db.courses, query, language),
      get: async (id) => db.courses.find((c) => c.id === id),
    },
    analyticsProjects: { list: async (query) => listAnalyticsProjects(db.analyticsProjects, query) },
    salesDetails: { all: async () => db.salesDetails },
    // The static demo answers docs/spec.md §9's sample tokens: one per account, nothing to keep.
    sessions: {
      start: async (userId) => tokenFor(userId),
      userIdOf: async (token) => userForToken(token)?.id,
      end: async () => {},
    },
    contactMessages: {
      create: async (message) => {
        const stored = { ...message, id: `msg-${String(messages.length + 1).padStart(4, '0')}` };
        messages.push(stored);
        return stored;
      },
    },
  };
}
