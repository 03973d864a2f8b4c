import { z } from 'zod';
import { roleGrantSchema } from './types';

export const grantKinds = ['read', 'write', 'create'] as const;

/**
 * The role dialog's form and the body of POST and PATCH /api/apps/roles (docs/api.md, "Roles"): a name and one
 * grant per permission (rows of the matrix; a permission without any right is not held). Messages are keys
 * of the `roles` namespace.
 */
export const roleFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').max(40, 'form.tooLong'),
  grants: z.array(roleGrantSchema).max(500),
});

export type RoleFormValues = z.infer<typeof roleFormSchema>;
export type Grant = z.infer<typeof roleGrantSchema>;

export const grantOf = (permissionId: number, all: boolean): Grant => ({
  permissionId,
  read: all,
  write: all,
  create: all,
});

/** True when the grant gives any right: the role then holds the permission. */
export const holds = (g: Grant) => g.read || g.write || g.create;
