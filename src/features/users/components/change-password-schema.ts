import { z } from 'zod';

/** Messages are keys of the `users` namespace. */
export const changePasswordSchema = z
  .object({
    password: z
      .string()
      .min(8, 'validation.passwordMin')
      .regex(/[A-Z]/, 'validation.passwordUpper')
      .regex(/[^A-Za-z0-9]/, 'validation.passwordSymbol'),
    confirm: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordMatch' });
