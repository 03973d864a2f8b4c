import { z } from 'zod';
import { billingAddressSchema, profileSchema } from './form-schemas';

/**
 * What the account settings keep per signed-in user (PUT /api/account/settings/:section, docs/api.md): the
 * sections with a form are checked by that form's schema, the others (switches, choices) are JSON objects.
 */
export const accountSections = {
  profile: profileSchema,
  avatar: z.object({ src: z.string().nullable() }),
  'billing-address': billingAddressSchema,
  plan: z.object({ plan: z.string().max(40) }),
  'payment-methods': z.record(z.string(), z.unknown()),
  notifications: z.record(z.string(), z.unknown()),
  connections: z.record(z.string(), z.unknown()),
} satisfies Record<string, z.ZodType>;

export type AccountSection = keyof typeof accountSections;
export const isAccountSection = (value: string): value is AccountSection => Object.hasOwn(accountSections, value);
