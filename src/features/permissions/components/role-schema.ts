import { z } from 'zod';
import { permissionNames } from '../api/types';

export const grantKinds = ['read', 'write', 'create'] as const;

const grant = z.object({ read: z.boolean(), write: z.boolean(), create: z.boolean() });

/** One grant per permission, in the order of `permissionNames`. Messages are keys of the `roles` namespace. */
export const roleFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').max(40, 'form.tooLong'),
  grants: z.array(grant).length(permissionNames.length),
});

export type RoleFormValues = z.infer<typeof roleFormSchema>;
export type Grant = z.infer<typeof grant>;

export const grantOf = (all: boolean): Grant => ({ read: all, write: all, create: all });
