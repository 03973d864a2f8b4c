import type { CustomerAddress } from '@/features/ecommerce/api/customer-address';
import type { CustomerSecurity, NotificationChoices } from '@/features/ecommerce/api/customer-preferences';
import type { AddressPatch, AddressValues } from '@/features/ecommerce/api/customer-address-schema';

/** What a security change stores: a new password's hash and when it was set, the two-step switch. */
export interface SecurityChange {
  password?: { hash: string; at: string };
  twoFactor?: boolean;
}

/**
 * The customer details' address book, notification choices and security (docs/api.md, "E-commerce"). The
 * routes check that the customer exists first; the book's defaults settle through `settleDefaults`.
 */
export interface CustomerBookStore {
  /** The customer's addresses, oldest first. */
  addresses(customerId: number): Promise<CustomerAddress[]>;
  /** Keeps it under the next id; the book's defaults settle with it preferred. */
  addAddress(customerId: number, values: AddressValues): Promise<CustomerAddress>;
  /** Undefined when the customer has no such address. */
  updateAddress(customerId: number, id: number, patch: AddressPatch): Promise<CustomerAddress | undefined>;
  /** False when the customer has no such address; a default it held passes to the oldest one left. */
  removeAddress(customerId: number, id: number): Promise<boolean>;
  /** Their choices, or `defaultNotificationChoices` when they never chose. */
  notifications(customerId: number): Promise<NotificationChoices>;
  setNotifications(customerId: number, choices: NotificationChoices): Promise<void>;
  security(customerId: number): Promise<CustomerSecurity>;
  setSecurity(customerId: number, change: SecurityChange): Promise<CustomerSecurity>;
}
