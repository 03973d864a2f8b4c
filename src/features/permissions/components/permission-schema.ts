import { z } from 'zod';

/** Messages are keys of the `roles` namespace. */
export const permissionFormSchema = z.object({
  name: z.string().trim().min(1, 'form.required').max(60, 'form.tooLong'),
  core: z.boolean(),
});
