import type { CustomerAddress } from '@/features/ecommerce/api/customer-address';
import type { CustomerDetail } from '@/features/ecommerce/api/types';
import type { AddressPatch, AddressValues } from '@/features/ecommerce/api/customer-address-schema';

/** The main city of each sample country, as an envelope writes it. */
const cities: Record<string, string> = {
  ...{ GA: 'Libreville', CM: 'Douala', CG: 'Brazzaville', CD: 'Kinshasa', GQ: 'Malabo', TD: "N'Djamena" },
  ...{ CF: 'Bangui', SN: 'Dakar', CI: 'Abidjan', MA: 'Casablanca', FR: 'Paris', BE: 'Bruxelles' },
  ...{ CA: 'Montréal', US: 'New York', BR: 'São Paulo', CN: 'Shanghai' },
};
const streets = [
  'Boulevard Triomphal',
  "Avenue de l'Indépendance",
  'Rue des Palmiers',
  'Boulevard du Bord de Mer',
  'Rue Ange Mba',
  'Avenue Léon Mba',
  'Rue de la Paix',
  'Avenue des Cocotiers',
];

/** One default address per customer (home, both defaults), laid out from their name, country and phone. */
export function seedCustomerAddresses(customers: CustomerDetail[]): CustomerAddress[] {
  return customers.map((c, i) => ({
    id: i + 1,
    customerId: c.customerId,
    label: 'home',
    recipient: c.customer,
    line1: `${(c.customerId % 180) + 1}, ${streets[c.customerId % streets.length]}`,
    line2: c.customerId % 3 === 0 ? `BP ${1000 + (c.customerId % 9000)}` : '',
    city: cities[c.countryCode] ?? '',
    postalCode: '',
    countryCode: c.countryCode,
    phone: c.contact,
    defaultShipping: true,
    defaultBilling: true,
  }));
}

type DefaultKind = 'defaultShipping' | 'defaultBilling';

/**
 * The book with exactly one default of each kind (when it has addresses): `preferred` keeps a default it was
 * just given, the others lose it; a book left without one gives it to its oldest address. Both stores settle a
 * customer's book through this, so they agree on every write.
 */
export function settleDefaults(book: CustomerAddress[], preferred?: number): CustomerAddress[] {
  const sorted = [...book].sort((a, b) => a.id - b.id);
  const chosen = (kind: DefaultKind) =>
    (sorted.find((a) => a.id === preferred && a[kind]) ?? sorted.find((a) => a[kind]) ?? sorted[0])?.id;
  const shipping = chosen('defaultShipping');
  const billing = chosen('defaultBilling');
  return sorted.map((a) => addressOf({ ...a, defaultShipping: a.id === shipping, defaultBilling: a.id === billing }));
}

/** Its fields in the one order both stores answer them in. */
export const addressOf = (a: CustomerAddress): CustomerAddress => ({
  id: a.id,
  customerId: a.customerId,
  label: a.label,
  recipient: a.recipient,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  postalCode: a.postalCode,
  countryCode: a.countryCode,
  phone: a.phone,
  defaultShipping: a.defaultShipping,
  defaultBilling: a.defaultBilling,
});

/** A new address from a valid form, under `id`. */
export const newAddress = (customerId: number, id: number, values: AddressValues): CustomerAddress =>
  addressOf({ id, customerId, ...values });

/** The address a valid patch makes: the fields it names. */
export const patchAddress = (address: CustomerAddress, patch: AddressPatch): CustomerAddress =>
  addressOf({ ...address, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) });

/** The rows of `after` that differ from `before` (what a store writes back). */
export const changedAddresses = (before: CustomerAddress[], after: CustomerAddress[]) =>
  after.filter((a) => JSON.stringify(a) !== JSON.stringify(before.find((b) => b.id === a.id)));
