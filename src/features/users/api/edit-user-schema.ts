import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { userPlans, userRoles, userStatuses } from './types';

const required = z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong');
const optional = z.string().trim().max(100, 'validation.tooLong');

/** Languages the edit form offers (the store keeps the English name; the API names it in the reader's language). */
export const userLanguages = ['French', 'English', 'Arabic', 'Portuguese', 'Spanish'] as const;

/**
 * The user edit dialog's form, and (every field optional) the body of PATCH /api/apps/users/:id
 * (docs/api.md, "Users and permissions"). Messages are keys of the `users` namespace.
 */
export const editUserSchema = z.object({
  fullName: required,
  username: required.pipe(z.string().regex(/^[\w.-]{3,}$/, 'validation.username')),
  email: required.pipe(z.string().refine(isEmail, 'validation.email')),
  company: optional,
  country: optional,
  contact: optional.refine((v) => v === '' || /^\+?[\d\s().-]{6,}$/.test(v), 'validation.contact'),
  taxId: optional,
  language: z.enum(userLanguages, 'validation.required'),
  role: z.enum(userRoles, 'validation.required'),
  currentPlan: z.enum(userPlans, 'validation.required'),
  status: z.enum(userStatuses, 'validation.required'),
});

/** PATCH body: any of the form's fields; suspending a user is `{ status: 'inactive' }`. */
export const userPatchSchema = editUserSchema.partial();

export type EditUserValues = z.infer<typeof editUserSchema>;
export type UserPatch = z.infer<typeof userPatchSchema>;
