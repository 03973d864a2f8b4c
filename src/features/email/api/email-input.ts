import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { labels, type StoredFolder } from './types';

/** Limits the API keeps (docs/api.md, "E-mail"); the compose form checks the same schema. */
export const emailLimits = {
  recipients: 50,
  subject: 200,
  /** Characters of HTML: a long letter, far under the 1 MB body limit. */
  body: 100_000,
  attachments: 10,
  /** Bytes a file may declare (metadata only, nothing is uploaded). */
  attachmentSize: 25 * 1024 * 1024,
} as const;

/** NUL cannot be stored by PostgreSQL, and U+001F separates the searched fields (`searchText`): refused. */
const storable = (value: string) => !value.includes('\u0000') && !value.includes('\u001f');
const text = () => z.string().refine(storable, 'validation.character');

const address = z.string().trim().refine(isEmail, 'validation.email');

export const attachmentInputSchema = z.object({
  name: text().trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
  size: z.number().int().min(0).max(emailLimits.attachmentSize, 'validation.attachmentTooBig'),
  type: text().max(255, 'validation.tooLong'),
});

/**
 * What the compose dialog sends (`POST /api/apps/email`): a draft may be empty; a message to send needs a
 * recipient and a subject. Field messages are keys of the `email` namespace.
 */
export const composeSchema = z
  .object({
    to: z.array(address).max(emailLimits.recipients, 'validation.tooManyRecipients'),
    cc: z.array(address).max(emailLimits.recipients, 'validation.tooManyRecipients'),
    subject: text().trim().max(emailLimits.subject, 'validation.tooLong'),
    body: text().max(emailLimits.body, 'validation.tooLong'),
    attachments: z.array(attachmentInputSchema).max(emailLimits.attachments, 'validation.tooManyAttachments'),
    draft: z.boolean(),
    /** The conversation a reply belongs to; absent for a new one. */
    threadId: z.number().int().positive().optional(),
    /** The draft this replaces (sent or saved again); absent for a new message. */
    draftId: z.number().int().positive().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.draft) return;
    if (value.to.length === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.toRequired' });
    if (!value.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'validation.subjectRequired' });
  });
export type ComposeInput = z.infer<typeof composeSchema>;

/** Folders a message may be moved to; sent mail and drafts are made by writing, not by moving. */
export const movableFolders = ['inbox', 'spam', 'trash'] as const satisfies readonly StoredFolder[];

const change = {
  starred: z.boolean().optional(),
  read: z.boolean().optional(),
  folder: z.enum(movableFolders, 'validation.folder').optional(),
};

const labelList = z
  .array(z.enum(labels, 'validation.label'))
  .max(labels.length)
  .refine((list) => new Set(list).size === list.length, 'validation.label');

const nonEmpty = (value: object) => Object.values(value).some((v) => v !== undefined);

/** `PATCH /api/apps/email/:id`: any of starred, read, folder, labels (the whole list). */
export const emailPatchSchema = z
  .object({ ...change, labels: labelList.optional() })
  .strict()
  .refine(nonEmpty, { message: 'validation.nothingToChange', path: ['body'] });
export type EmailPatch = z.infer<typeof emailPatchSchema>;

/**
 * `POST /api/apps/email/batch`: the same change on a selection, a label added or taken off each, or
 * `remove: true` (those of the selection that are in the trash go for good).
 */
export const emailBatchSchema = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .min(1, 'validation.noSelection')
      .max(100, 'validation.noSelection')
      .transform((ids) => [...new Set(ids)]),
    ...change,
    addLabel: z.enum(labels, 'validation.label').optional(),
    removeLabel: z.enum(labels, 'validation.label').optional(),
    remove: z.literal(true).optional(),
  })
  .strict()
  .refine(({ ids: _ids, ...rest }) => nonEmpty(rest), { message: 'validation.nothingToChange', path: ['body'] });
export type EmailBatch = z.infer<typeof emailBatchSchema>;
