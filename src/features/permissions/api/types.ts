import { z } from 'zod';

export const permissionRoles = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const;
export const permissionNames = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
] as const;

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedTo: z.array(z.enum(permissionRoles)),
  /** "14 Apr 2025, 8:43 PM" */
  createdDate: z.string(),
});

export const permissionListSchema = z.object({
  permissions: z.array(permissionSchema),
  totalPermissions: z.number().int().nonnegative(),
});

export type PermissionRole = (typeof permissionRoles)[number];
export type Permission = z.infer<typeof permissionSchema>;
export type PermissionList = z.infer<typeof permissionListSchema>;
