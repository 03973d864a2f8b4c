import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { newPassword } from '@/lib/password-policy';

const phone = /^$|^\+?[\d\s().-]{6,20}$/;

/** Messages are keys of the account-settings namespace (validation.*). */
export const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
  lastName: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
  email: z.string().trim().min(1, 'validation.required').refine(isEmail, 'validation.email'),
  organization: z.string().trim().max(80, 'validation.tooLong'),
  phone: z.string().trim().regex(phone, 'validation.phone'),
  address: z.string().trim().max(120, 'validation.tooLong'),
  state: z.string().trim().max(60, 'validation.tooLong'),
  zip: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9 -]{3,10}$/, 'validation.zip'),
  country: z.string().min(1, 'validation.required'),
  language: z.string().min(1, 'validation.required'),
  timezone: z.string().min(1, 'validation.required'),
  currency: z.string().min(1, 'validation.required'),
});

export type ProfileValues = z.input<typeof profileSchema>;

/** The signed-in user's name and e-mail fill the form; the rest starts from the company's region. */
export function profileDefaults(user: { fullName: string; email: string } | null): ProfileValues {
  const [firstName = '', ...rest] = (user?.fullName ?? '').split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: user?.email ?? '',
    organization: 'Okoumé Digital',
    phone: '',
    address: '',
    state: '',
    zip: '',
    country: 'GA',
    language: 'fr',
    timezone: 'Africa/Libreville',
    currency: 'XAF',
  };
}

export const billingAddressSchema = z.object({
  companyName: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  billingEmail: z.string().trim().min(1, 'validation.required').refine(isEmail, 'validation.email'),
  taxId: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9-]{4,20}$/, 'validation.taxId'),
  vatNumber: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9-]{4,20}$/, 'validation.taxId'),
  phone: z.string().trim().regex(phone, 'validation.phone'),
  country: z.string().min(1, 'validation.required'),
  address: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  state: z.string().trim().max(60, 'validation.tooLong'),
  zip: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9 -]{3,10}$/, 'validation.zip'),
});

export type BillingAddressValues = z.input<typeof billingAddressSchema>;

export const passwordSchema = z
  .object({
    current: z.string().min(1, 'validation.required'),
    next: newPassword,
    confirm: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.next === v.confirm, { path: ['confirm'], message: 'common:password.mismatch' })
  .refine((v) => !v.next || v.next !== v.current, { path: ['next'], message: 'validation.passwordSame' });

export type PasswordValues = z.input<typeof passwordSchema>;
