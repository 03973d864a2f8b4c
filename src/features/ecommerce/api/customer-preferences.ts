import { z } from 'zod';
import { newPassword } from '@/lib/password-policy';

export const notificationEvents = ['newOrder', 'orderShipped', 'newReview', 'promotions'] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;

const channels = z.strictObject(
  Object.fromEntries(notificationChannels.map((c) => [c, z.boolean('validation.required')])) as Record<
    (typeof notificationChannels)[number],
    z.ZodBoolean
  >,
);

/** GET/PUT /api/apps/ecommerce/customers/:customerId/notifications: each event × channel, on or off. */
export const notificationChoicesSchema = z.strictObject(
  Object.fromEntries(notificationEvents.map((e) => [e, channels])) as Record<
    (typeof notificationEvents)[number],
    typeof channels
  >,
);
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

/** What a customer who never chose gets: order news by e-mail, new orders in the browser too. */
export const defaultNotificationChoices: NotificationChoices = {
  newOrder: { email: true, browser: true, app: false },
  orderShipped: { email: true, browser: false, app: false },
  newReview: { email: false, browser: false, app: false },
  promotions: { email: false, browser: false, app: false },
};

/**
 * GET /api/apps/ecommerce/customers/:customerId/security: when an administrator last set the customer's shop
 * password (never the password or its hash) and whether two-step sign-in is required of them.
 */
export interface CustomerSecurity {
  passwordSetAt: string | null;
  twoFactor: boolean;
}

/** PATCH …/security: a new password (the one policy, stored hashed), the two-step switch, or both. */
export const customerSecurityPatchSchema = z
  .strictObject({ password: newPassword.optional(), twoFactor: z.boolean().optional() })
  .refine((v) => v.password !== undefined || v.twoFactor !== undefined, 'validation.required');
export type CustomerSecurityPatch = z.infer<typeof customerSecurityPatchSchema>;
