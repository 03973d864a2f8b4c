import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { newPassword } from '@/lib/password-policy';

export const countries = ['GA', 'CM', 'CG', 'GQ', 'TD', 'CF'] as const;

/** Whole years between a yyyy-mm-dd birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return beforeBirthday ? age - 1 : age;
}

const required = (schema: z.ZodString = z.string()) =>
  schema.trim().min(1, { error: 'validation.required', abort: true });

/**
 * The validation example of /forms/layouts: one rule per field kind. Messages are keys of the `forms`
 * namespace (the password's name `common:`). `today` is a parameter so that the age rule can be tested.
 */
export function validationSchema(today = new Date()) {
  return z
    .object({
      username: required()
        .min(3, 'validation.usernameLength')
        .max(20, 'validation.usernameLength')
        .regex(/^[a-z0-9._-]*$/i, 'validation.usernameChars'),
      email: required().refine(isEmail, 'validation.email'),
      password: newPassword,
      confirm: required(),
      birthDate: required()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date', abort: true })
        .refine((v) => ageOn(v, today) >= 18, 'validation.adult')
        .refine((v) => ageOn(v, today) <= 120, 'validation.date'),
      phone: required().regex(/^\+?[\d\s().-]{8,20}$/, 'validation.phone'),
      website: z
        .string()
        .trim()
        .refine((v) => v === '' || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'validation.website'),
      country: z.enum(countries, 'validation.required'),
      bio: z.string().max(200, 'validation.bioLength'),
      terms: z.literal(true, 'validation.terms'),
    })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'common:password.mismatch' });
}

export type ValidationValues = z.input<ReturnType<typeof validationSchema>>;

export const emptyValidation: ValidationValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  birthDate: '',
  phone: '',
  website: '',
  country: '' as ValidationValues['country'],
  bio: '',
  terms: false as true,
};
