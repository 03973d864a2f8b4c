import type { CustomerAddress } from '@/features/ecommerce/api/customer-address';
import { defaultNotificationChoices } from '@/features/ecommerce/api/customer-preferences';
import { addressOf, newAddress, patchAddress, settleDefaults } from '@/backend/data/ecommerce/customer-addresses';
import type { Db } from '@/mocks/db';
import type { CustomerBookStore } from './customer-book-store';

/** The static demo's address books and customer preferences (docs/api.md, "E-commerce"). */
export function customerBookInMemory(db: Db): CustomerBookStore {
  const bookOf = (customerId: number) =>
    db.customerAddresses.filter((a) => a.customerId === customerId).sort((a, b) => a.id - b.id);
  const keep = (customerId: number, book: CustomerAddress[], preferred?: number) => {
    const settled = settleDefaults(book, preferred);
    db.customerAddresses = [...db.customerAddresses.filter((a) => a.customerId !== customerId), ...settled];
    return settled;
  };
  const preferences = (customerId: number) => db.customerPreferences.get(customerId);
  return {
    addresses: async (customerId) => bookOf(customerId).map(addressOf),
    addAddress: async (customerId, values) => {
      const id = Math.max(0, ...db.customerAddresses.map((a) => a.id)) + 1;
      return keep(customerId, [...bookOf(customerId), newAddress(customerId, id, values)], id).find(
        (a) => a.id === id,
      )!;
    },
    updateAddress: async (customerId, id, patch) => {
      const book = bookOf(customerId);
      if (!book.some((a) => a.id === id)) return undefined;
      const next = book.map((a) => (a.id === id ? patchAddress(a, patch) : a));
      return keep(customerId, next, id).find((a) => a.id === id);
    },
    removeAddress: async (customerId, id) => {
      const book = bookOf(customerId);
      if (!book.some((a) => a.id === id)) return false;
      keep(
        customerId,
        book.filter((a) => a.id !== id),
      );
      return true;
    },
    notifications: async (customerId) => preferences(customerId)?.notifications ?? defaultNotificationChoices,
    setNotifications: async (customerId, choices) =>
      void db.customerPreferences.set(customerId, { ...preferences(customerId), notifications: choices }),
    security: async (customerId) => ({
      passwordSetAt: preferences(customerId)?.passwordSetAt ?? null,
      twoFactor: preferences(customerId)?.twoFactor ?? false,
    }),
    setSecurity: async (customerId, change) => {
      const before = preferences(customerId);
      const after = {
        ...before,
        ...(change.password && { passwordHash: change.password.hash, passwordSetAt: change.password.at }),
        ...(change.twoFactor !== undefined && { twoFactor: change.twoFactor }),
      };
      db.customerPreferences.set(customerId, after);
      return { passwordSetAt: after.passwordSetAt ?? null, twoFactor: after.twoFactor ?? false };
    },
  };
}
