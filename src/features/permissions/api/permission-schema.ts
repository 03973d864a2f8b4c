import { z } from 'zod';

/**
 * The permission dialog's form and the body of POST and PATCH /api/apps/permissions (docs/api.md, "Roles and
 * permissions"). docs/spec.md §5: a permission without any role is rejected. Messages are keys of the `roles`
 * namespace.
 */
export const permissionFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').max(60, 'form.tooLong'),
  assignedTo: z.array(z.string().trim().min(1, 'form.required').max(40, 'form.tooLong')).min(1, 'form.noRole').max(100),
});

export type PermissionFormValues = z.infer<typeof permissionFormSchema>;
