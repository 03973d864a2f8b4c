import { matchesQuery, pageOf } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import type { ComposeInput, EmailBatch, EmailPatch } from '@/features/email/api/email-input';
import type { EmailQuery } from '@/features/email/api/lists';
import {
  type Email,
  type EmailList,
  type EmailSummary,
  type Folder,
  type FolderCounts,
  folders,
  type Label,
  labels,
  type Mailbox,
} from '@/features/email/api/types';
import { plainText } from '@/features/email/api/plain-text';
import { mailboxOf } from './contacts';
import { sampleText, type SampleKey } from './sample-texts';

/**
 * A message as the stores keep it: its owner's user id, and for a sample the key of its text, answered in the
 * reader's language (docs/api.md, "E-mail"). What a user writes has no `sample` and is answered as written.
 */
export interface StoredEmail extends Email {
  ownerId: number;
  sample?: { key: SampleKey; values?: Record<string, string> };
}

/** The message as the API answers it: sample text in the reader's language, without owner or sample key. */
export function localiseEmail({ ownerId: _owner, sample, ...email }: StoredEmail, language: ApiLanguage): Email {
  return sample ? { ...email, ...sampleText(sample.key, language, sample.values) } : email;
}

const excerptLength = 140;

export function summaryOf({ body, attachments, ...email }: Email): EmailSummary {
  return { ...email, excerpt: plainText(body).slice(0, excerptLength), attachmentCount: attachments.length };
}

/** What `q` looks in: sender, recipients, subject and text (in the answer's language). */
export const searchedFields = (email: Email) => [
  email.from.name,
  email.from.email,
  ...[...email.to, ...email.cc].flatMap((m) => [m.name, m.email]),
  email.subject,
  plainText(email.body),
];

const isFolder = (value: string): value is Folder => (folders as readonly string[]).includes(value);
const isLabel = (value: string): value is Label => (labels as readonly string[]).includes(value);

/**
 * The view a query names (docs/api.md, "E-mail"): a folder (`starred`: starred messages outside the trash), a
 * label (outside the trash and spam unless a folder is named too), the inbox when neither; an unknown value
 * matches nothing.
 */
export type MailView = { folder: Folder | undefined; label: Label | undefined } | 'none';

export function viewOf(query: EmailQuery): MailView {
  const { folder = '', label = '' } = query.filters;
  if ((folder && !isFolder(folder)) || (label && !isLabel(label))) return 'none';
  return {
    folder: isFolder(folder) ? folder : label ? undefined : 'inbox',
    label: isLabel(label) ? label : undefined,
  };
}

export function inView(email: Pick<Email, 'folder' | 'starred' | 'labels'>, view: MailView): boolean {
  if (view === 'none') return false;
  const { folder, label } = view;
  if (folder === 'starred' && !(email.starred && email.folder !== 'trash')) return false;
  if (folder && folder !== 'starred' && email.folder !== folder) return false;
  if (!folder && (email.folder === 'trash' || email.folder === 'spam')) return false;
  return !label || email.labels.includes(label);
}

/** Unread messages per folder (`starred`: unread starred outside the trash); drafts are counted, not unread. */
export function folderCounts(mailbox: readonly Pick<Email, 'folder' | 'starred' | 'read'>[]): FolderCounts {
  const counts = Object.fromEntries(folders.map((f) => [f, 0])) as FolderCounts;
  for (const email of mailbox) {
    if (email.folder === 'draft') counts.draft += 1;
    else if (!email.read) counts[email.folder] += 1;
    if (email.starred && !email.read && email.folder !== 'trash') counts.starred += 1;
  }
  return counts;
}

/** Newest first; equal times by id, highest first. */
export const newestFirst = (a: Email, b: Email) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : b.id - a.id);

/** docs/api.md, "E-mail": one user's mailbox, the view and `q`, newest first, paged, with the folder counts. */
export function listEmails(
  all: readonly StoredEmail[],
  ownerId: number,
  query: EmailQuery,
  language: ApiLanguage,
): EmailList {
  const mailbox = all.filter((e) => e.ownerId === ownerId);
  const view = viewOf(query);
  const found = mailbox
    .filter((e) => inView(e, view))
    .map((e) => localiseEmail(e, language))
    .filter((e) => matchesQuery(query.q, ...searchedFields(e)))
    .sort(newestFirst);
  return { emails: pageOf(found, query).map(summaryOf), total: found.length, counts: folderCounts(mailbox) };
}

/** Every message of its thread in the owner's mailbox, oldest first. */
export const threadOf = (all: readonly StoredEmail[], email: StoredEmail) =>
  all.filter((e) => e.ownerId === email.ownerId && e.threadId === email.threadId).sort((a, b) => -newestFirst(a, b));

/**
 * The record a written message makes: sent (folder `sent`) or a draft, from its owner, at `now`, in the
 * thread it answers when that thread is in the owner's mailbox, else its own. Text is kept as written.
 */
export function writtenEmail(
  input: ComposeInput,
  owner: Mailbox & { id: number },
  id: number,
  now: Date,
  knownThread: boolean,
): StoredEmail {
  return {
    id,
    threadId: input.threadId && knownThread ? input.threadId : id,
    folder: input.draft ? 'draft' : 'sent',
    from: { name: owner.name, email: owner.email },
    to: input.to.map(mailboxOf),
    cc: input.cc.map(mailboxOf),
    subject: input.subject,
    body: input.body,
    sentAt: now.toISOString(),
    read: true,
    starred: false,
    labels: [],
    attachments: input.attachments.map(({ name, size, type }) => ({ name, size, type })),
    ownerId: owner.id,
  };
}

/** The message after a `PATCH` (fields not named stay). */
export function patchedEmail(email: StoredEmail, patch: EmailPatch): StoredEmail {
  return {
    ...email,
    starred: patch.starred ?? email.starred,
    read: patch.read ?? email.read,
    folder: patch.folder ?? email.folder,
    labels: patch.labels ? labels.filter((l) => patch.labels!.includes(l)) : email.labels,
  };
}

/** One message after a batch change (`remove` is handled by the stores: it deletes). */
export function batchedEmail(email: StoredEmail, { addLabel, removeLabel, starred, read, folder }: EmailBatch) {
  const next = new Set(email.labels);
  if (addLabel) next.add(addLabel);
  if (removeLabel) next.delete(removeLabel);
  return patchedEmail(email, { starred, read, folder, labels: [...next] });
}
