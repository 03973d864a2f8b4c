/** What an address is called in the address book; the screen names each in the reader's language. */
export const addressLabels = ['home', 'office', 'other'] as const;
export type AddressLabel = (typeof addressLabels)[number];

/**
 * One address of a customer's book (docs/api.md, "E-commerce"): written as the post needs it, so its lines are
 * kept as typed; the country is an ISO code the screen names. A customer with addresses has exactly one default
 * for shipping and one for billing.
 */
export interface CustomerAddress {
  id: number;
  customerId: number;
  label: AddressLabel;
  recipient: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export interface CustomerAddressList {
  addresses: CustomerAddress[];
}
