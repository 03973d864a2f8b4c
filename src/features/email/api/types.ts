import { z } from 'zod';

/** docs/api.md, "E-mail": the folders a message lives in, and `starred`, the view of starred messages. */
export const storedFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const folders = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export const labels = ['personal', 'company', 'important', 'private'] as const;

export type StoredFolder = (typeof storedFolders)[number];
export type Folder = (typeof folders)[number];
export type Label = (typeof labels)[number];

export const mailboxSchema = z.object({ name: z.string(), email: z.string() });
export type Mailbox = z.infer<typeof mailboxSchema>;

/** Attachments are metadata only (docs/decisions.md, "E-mail attachments"): no file is uploaded or kept. */
export const attachmentSchema = z.object({ name: z.string(), size: z.number(), type: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** A message as the API answers it (`body` is HTML, sanitised where it is shown). */
export const emailSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  folder: z.enum(storedFolders),
  from: mailboxSchema,
  to: z.array(mailboxSchema),
  cc: z.array(mailboxSchema),
  subject: z.string(),
  body: z.string(),
  /** ISO 8601, UTC */
  sentAt: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  labels: z.array(z.enum(labels)),
  attachments: z.array(attachmentSchema),
});
export type Email = z.infer<typeof emailSchema>;

/** A row of the list: the message without its body, with the start of its text. */
export const emailSummarySchema = emailSchema.omit({ body: true, attachments: true }).extend({
  excerpt: z.string(),
  attachmentCount: z.number().int(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** Unread messages per folder; for `draft`, the number of drafts. */
export const folderCountsSchema = z.object(
  Object.fromEntries(folders.map((f) => [f, z.number().int()])) as {
    [F in Folder]: z.ZodNumber;
  },
);
export type FolderCounts = z.infer<typeof folderCountsSchema>;

export const emailListSchema = z.object({
  emails: z.array(emailSummarySchema),
  total: z.number().int(),
  counts: folderCountsSchema,
});
export type EmailList = z.infer<typeof emailListSchema>;

/** One message and its conversation: every message of its thread in the same mailbox, oldest first. */
export const emailDetailSchema = emailSchema.extend({ thread: z.array(emailSchema) });
export type EmailDetail = z.infer<typeof emailDetailSchema>;
