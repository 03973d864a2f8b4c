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
  /** Names of the roles holding it: the seeded ones (`permissionRoles`) or a role added since. */
  assignedTo: z.array(z.string()),
  /** "14 Apr 2025, 8:43 PM" */
  createdDate: z.string(),
});

export const permissionListSchema = z.object({
  permissions: z.array(permissionSchema),
  totalPermissions: z.number().int().nonnegative(),
});

/** A role's rights on one permission (the role dialog's matrix). */
export const roleGrantSchema = z.object({
  permissionId: z.number().int(),
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
});

/** A user holding a role (docs/api.md, "Roles"). */
export const roleMemberSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});

export const roleSchema = z.object({
  id: z.number().int(),
  /** A seeded role's name is its key (`administrator`…), which the screen translates; others are shown as typed. */
  name: z.string(),
  /** The users API's role whose users hold this one (docs/decisions.md, "Role members"); null: nobody yet. */
  userRole: z.string().nullable(),
  /** One grant per permission it holds, with that permission's name. */
  permissions: z.array(roleGrantSchema.extend({ name: z.string() })),
  members: z.array(roleMemberSchema),
});

export const roleListSchema = z.object({ roles: z.array(roleSchema) });

export type PermissionRole = (typeof permissionRoles)[number];
export type RoleMember = z.infer<typeof roleMemberSchema>;
export type Role = z.infer<typeof roleSchema>;
export type RoleList = z.infer<typeof roleListSchema>;
export type Permission = z.infer<typeof permissionSchema>;
export type PermissionList = z.infer<typeof permissionListSchema>;
