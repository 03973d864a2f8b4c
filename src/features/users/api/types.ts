import { z } from 'zod';
import { isEmail } from '@/lib/email';

export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const userStatuses = ['active', 'inactive', 'pending'] as const;
export const userBillings = ['Auto debit', 'Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal'] as const;

export const userSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  company: z.string(),
  role: z.enum(userRoles),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string().refine(isEmail),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  /** null: the screen shows initials. */
  avatar: z.string().nullable(),
  billing: z.enum(userBillings),
});

export const userDetailSchema = userSchema.extend({
  taskDone: z.number().int().nonnegative(),
  projectDone: z.number().int().nonnegative(),
  taxId: z.string(),
  language: z.string(),
});

/**
 * What the add-user form should send to POST /api/apps/users. The mock itself accepts any JSON object
 * (docs/spec.md §7 sets no rule): it echoes the body with id = count + 1 and stores defaults for missing fields.
 */
export const userInputSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required'),
  email: z.string().refine(isEmail, 'Email address is invalid'),
  username: z.string().optional(),
  company: z.string().optional(),
  country: z.string().optional(),
  contact: z.string().optional(),
  role: z.enum(userRoles).optional(),
  currentPlan: z.enum(userPlans).optional(),
  status: z.enum(userStatuses).optional(),
  billing: z.enum(userBillings).optional(),
  avatar: z.string().nullable().optional(),
  taskDone: z.number().int().nonnegative().optional(),
  projectDone: z.number().int().nonnegative().optional(),
  taxId: z.string().optional(),
  language: z.string().optional(),
});

export const userListSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
  page: z.number().int().positive(),
});

export type UserRole = (typeof userRoles)[number];
export type UserStatus = (typeof userStatuses)[number];
export type User = z.infer<typeof userSchema>;
export type UserDetail = z.infer<typeof userDetailSchema>;
export type UserInput = z.input<typeof userInputSchema>;
export type UserList = z.infer<typeof userListSchema>;
/** 201 answer of POST /api/apps/users: the posted body, echoed, with its new id. */
export type CreatedUser = UserInput & { id: number };
