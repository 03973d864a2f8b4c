import { z } from 'zod';
import { isEmail } from '@/lib/email';

/** Messages are i18n keys (common namespace); the form translates them. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').refine(isEmail, 'validation.emailInvalid'),
  password: z.string().min(1, 'validation.passwordRequired'),
  remember: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
