import { z } from 'zod';

/** A message sent through the public contact form, as the back-office inbox reads it (docs/api.md, "Contact"). */
export const contactMessageSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When it was received, ISO 8601 (UTC). */
  createdAt: z.string(),
  /** Someone has dealt with it; new messages are not handled. */
  handled: z.boolean(),
  /** Whether it was e-mailed to the company (docs/security.md, "Contact form"); absent without a mail server. */
  mailed: z.boolean().optional(),
});

export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int().nonnegative(),
});

/** Body of PATCH /api/contact/messages/:id: the inbox only marks a message handled or not. */
export const contactMessagePatchSchema = z.object({ handled: z.boolean('form.handled') });

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
/** What the contact form's call gives the store; it adds the id, the date and `handled: false`. */
export type ContactMessageInput = Pick<ContactMessage, 'fullName' | 'email' | 'subject' | 'message'>;
