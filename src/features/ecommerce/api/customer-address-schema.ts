import { z } from 'zod';
import { addressLabels } from './customer-address';
import { customerCountryCodes } from './values';

// NUL goes: PostgreSQL text cannot keep it, and both stores must keep the same text.
const text = z.string().transform((s) => s.replaceAll('\0', '').trim());
const line = (max: number) => text.pipe(z.string().max(max, 'validation.tooLong'));
const required = (max: number) => text.pipe(z.string().min(1, 'validation.required').max(max, 'validation.tooLong'));

/**
 * The address dialog's form, and the body of POST /api/apps/ecommerce/customers/:customerId/addresses (every
 * field optional: PATCH …/addresses/:addressId). Messages are keys of `ecommerce` (docs/api.md, "E-commerce").
 */
export const addressSchema = z.object({
  label: z.enum(addressLabels, 'validation.required'),
  recipient: required(100),
  line1: required(100),
  line2: line(100),
  city: required(60),
  postalCode: line(20),
  countryCode: z.enum(customerCountryCodes, 'validation.required'),
  phone: text.pipe(
    z
      .string()
      .min(1, 'validation.required')
      .max(30, 'validation.tooLong')
      .regex(/^\+?[\d\s().-]{6,}$/, 'validation.phone'),
  ),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
});

export const addressPatchSchema = addressSchema.partial();

export type AddressValues = z.infer<typeof addressSchema>;
export type AddressPatch = z.infer<typeof addressPatchSchema>;
