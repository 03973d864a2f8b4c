import { z } from 'zod';
import { orderStatuses, reviewStatuses } from './values';

/** Bodies of PATCH /api/apps/ecommerce/orders/:id and /reviews/:id (docs/api.md); messages are ecommerce keys. */
export const orderStatusSchema = z.object({ status: z.enum(orderStatuses, 'validation.status') });
export const reviewStatusSchema = z.object({ status: z.enum(reviewStatuses, 'validation.status') });
