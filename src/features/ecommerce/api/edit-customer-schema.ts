import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { customerCountryCodes } from './values';

const required = z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong');

/**
 * The customer edit dialog's form, and (every field optional) the body of PATCH
 * /api/apps/ecommerce/customers/:customerId (docs/api.md, "E-commerce"). Messages are keys of `ecommerce`.
 */
export const editCustomerSchema = z.object({
  customer: required,
  email: required.pipe(z.string().refine(isEmail, 'validation.email')),
  contact: required.pipe(z.string().regex(/^\+?[\d\s().-]{6,}$/, 'validation.phone')),
  countryCode: z.enum(customerCountryCodes, 'validation.required'),
});

export const customerPatchSchema = editCustomerSchema.partial();

export type EditCustomerValues = z.infer<typeof editCustomerSchema>;
export type CustomerPatch = z.infer<typeof customerPatchSchema>;
