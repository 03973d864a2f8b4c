import { z } from 'zod';
import { isEmail } from '@/lib/email';

export const registerSchema = z.object({
  username: z.string().trim().min(3, 'validation.usernameMin'),
  email: z.string().trim().min(1, 'validation.emailRequired').refine(isEmail, 'validation.emailInvalid'),
  password: z.string().min(8, 'validation.passwordMin'),
  terms: z.literal(true, { error: 'validation.termsRequired' }),
});
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').refine(isEmail, 'validation.emailInvalid'),
});
export type ForgotValues = z.infer<typeof forgotSchema>;
