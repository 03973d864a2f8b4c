import { countries } from '@/mocks/sample';
import type { CustomerDetail } from '@/features/ecommerce/api/types';
import type { CustomerPatch } from '@/features/ecommerce/api/edit-customer-schema';

/**
 * The customer a valid patch makes (PATCH /api/apps/ecommerce/customers/:customerId): the fields it names,
 * trimmed; a new country brings the sample's English name and flag (the API names it in the reader's language).
 */
export function patchCustomer(customer: CustomerDetail, patch: CustomerPatch): CustomerDetail {
  const country = patch.countryCode && countries.find((c) => c.code === patch.countryCode);
  return {
    ...customer,
    ...(patch.customer !== undefined && { customer: patch.customer }),
    ...(patch.email !== undefined && { email: patch.email }),
    ...(patch.contact !== undefined && { contact: patch.contact }),
    ...(country && { country: country.name, countryFlag: country.flag, countryCode: country.code }),
  };
}
