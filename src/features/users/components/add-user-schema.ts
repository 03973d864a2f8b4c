import { z } from 'zod';
import { userPlans, userRoles, type UserInput } from '../api/types';
import { isEmail } from '@/lib/email';

const required = z.string().trim().min(1, 'validation.required');

/** The add-user form; messages are keys of the `users` namespace. Selects start empty, hence string then enum. */
export const addUserSchema = z.object({
  fullName: required,
  username: required.pipe(z.string().regex(/^[\w.-]{3,}$/, 'validation.username')),
  email: required.pipe(z.string().refine(isEmail, 'validation.email')),
  company: required,
  country: required,
  contact: required.pipe(z.string().regex(/^\+?[\d\s().-]{6,}$/, 'validation.contact')),
  role: required.pipe(z.enum(userRoles)),
  plan: required.pipe(z.enum(userPlans)),
});

type AddUserValues = z.input<typeof addUserSchema>;

export const emptyAddUser: AddUserValues = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: '',
  plan: '',
};

/** The POST body: the form's plan is the API's `currentPlan`. */
export function toUserInput({ plan, ...rest }: z.output<typeof addUserSchema>): UserInput {
  return { ...rest, currentPlan: plan };
}
