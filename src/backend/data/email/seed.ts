import type { Attachment, Label, Mailbox, StoredFolder } from '@/features/email/api/types';
import { type ContactKey, contacts } from './contacts';
import type { StoredEmail } from './mailbox';
import { sampleText, type SampleKey } from './sample-texts';

/**
 * The administrator's account (`src/backend/auth/accounts.ts`, id 1): the sample mailbox is theirs
 * (docs/decisions.md, "E-mail: one mailbox per user").
 */
export const sampleOwner = { id: 1, name: 'Aïcha Mbemba', email: 'admin@demo.com' } as const;

const me: Mailbox = { name: sampleOwner.name, email: sampleOwner.email };

const pdf = (name: string, size: number): Attachment => ({ name, size, type: 'application/pdf' });
const xlsx = (name: string, size: number): Attachment => ({
  name,
  size,
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

interface Entry {
  key: SampleKey;
  values?: Record<string, string>;
  at: string;
  folder: StoredFolder;
  /** The correspondent: the sender of a received message, the recipient of a sent one or a draft. */
  who: ContactKey;
  cc?: ContactKey[];
  read?: boolean;
  starred?: boolean;
  labels?: Label[];
  attachments?: Attachment[];
  /** The thread's first entry, by its `at`. */
  thread?: string;
}

const weekly = (week: number, at: string, tickets: number, deploys: number): Entry => ({
  key: 'weeklyReport',
  values: { week: String(week), tickets: String(tickets), deploys: String(deploys) },
  at,
  folder: 'inbox',
  who: 'landry',
  read: true,
  labels: ['company'],
});

const newsletter = (issue: number, at: string, folder: StoredFolder = 'inbox'): Entry => ({
  key: 'newsletter',
  values: { issue: String(issue) },
  at,
  folder,
  who: 'newsletter',
  read: true,
});

/** Fixed dates (UTC), so the sample is the same whatever the clock; the thread's messages follow each other. */
const entries: Entry[] = [
  newsletter(41, '2025-09-01T07:00:00.000Z', 'trash'),
  weekly(36, '2025-09-05T16:30:00.000Z', 42, 3),
  weekly(37, '2025-09-12T16:30:00.000Z', 38, 2),
  newsletter(42, '2025-09-15T07:00:00.000Z'),
  weekly(38, '2025-09-19T16:30:00.000Z', 51, 4),
  weekly(39, '2025-09-26T16:30:00.000Z', 35, 2),
  { key: 'meetingCancelled', at: '2025-09-29T09:12:00.000Z', folder: 'trash', who: 'mabiala', read: true },
  newsletter(43, '2025-10-01T07:00:00.000Z'),
  weekly(40, '2025-10-03T16:30:00.000Z', 47, 5),
  weekly(41, '2025-10-10T16:30:00.000Z', 29, 1),
  newsletter(44, '2025-10-15T07:00:00.000Z'),
  weekly(42, '2025-10-17T16:30:00.000Z', 44, 3),
  { key: 'spamCrypto', at: '2025-10-20T03:41:00.000Z', folder: 'spam', who: 'crypto' },
  weekly(43, '2025-10-24T16:30:00.000Z', 40, 2),
  newsletter(45, '2025-11-01T07:00:00.000Z'),
  ...([
    {
      key: 'monthClosing',
      at: '2025-11-03T10:05:00.000Z',
      folder: 'inbox',
      who: 'grace',
      read: true,
      labels: ['company', 'private'],
      attachments: [xlsx('cloture-octobre-2025.xlsx', 48_213)],
    },
    {
      key: 'quoteRequest',
      at: '2025-11-04T08:20:00.000Z',
      folder: 'inbox',
      who: 'ondo',
      read: true,
      labels: ['company'],
      attachments: [pdf('cahier-des-charges-pgl.pdf', 1_284_530)],
    },
    {
      key: 'quoteReply',
      at: '2025-11-05T14:02:00.000Z',
      folder: 'sent',
      who: 'ondo',
      labels: ['company'],
      attachments: [pdf('devis-OKD-2025-118.pdf', 214_880)],
      thread: '2025-11-04T08:20:00.000Z',
    },
    {
      key: 'catalogueProject',
      at: '2025-11-06T11:47:00.000Z',
      folder: 'inbox',
      who: 'nguema',
      read: true,
      labels: ['company'],
    },
    weekly(45, '2025-11-07T16:30:00.000Z', 33, 2),
    { key: 'spamDomain', at: '2025-11-08T02:10:00.000Z', folder: 'spam', who: 'domain' },
    {
      key: 'proposalSent',
      at: '2025-11-10T09:30:00.000Z',
      folder: 'sent',
      who: 'nguema',
      labels: ['company'],
      attachments: [pdf('proposition-malabo-fish.pdf', 532_114)],
      thread: '2025-11-06T11:47:00.000Z',
    },
    {
      key: 'auditFollowUp',
      at: '2025-11-12T08:55:00.000Z',
      folder: 'inbox',
      who: 'mouele',
      read: true,
      starred: true,
      labels: ['important'],
      attachments: [pdf('rapport-audit-bec.pdf', 2_403_772)],
    },
    {
      key: 'bankQuote',
      at: '2025-11-13T15:20:00.000Z',
      folder: 'sent',
      who: 'mouele',
      labels: ['important'],
      attachments: [pdf('devis-OKD-2025-121.pdf', 198_404)],
      thread: '2025-11-12T08:55:00.000Z',
    },
    weekly(46, '2025-11-14T16:30:00.000Z', 39, 4),
    newsletter(46, '2025-11-15T07:00:00.000Z'),
    { key: 'draftAgenda', at: '2025-11-16T18:40:00.000Z', folder: 'draft', who: 'landry', cc: ['grace', 'mireille'] },
    {
      key: 'paymentReceived',
      at: '2025-11-17T09:14:00.000Z',
      folder: 'inbox',
      who: 'tchoumi',
      labels: ['company'],
      attachments: [pdf('avis-de-virement.pdf', 96_310)],
    },
    {
      key: 'launchDate',
      at: '2025-11-17T13:25:00.000Z',
      folder: 'inbox',
      who: 'obiang',
      read: true,
      labels: ['personal'],
    },
    {
      key: 'launchReply',
      at: '2025-11-17T16:03:00.000Z',
      folder: 'sent',
      who: 'obiang',
      labels: ['personal'],
      thread: '2025-11-17T13:25:00.000Z',
    },
    { key: 'draftReminder', at: '2025-11-18T10:00:00.000Z', folder: 'draft', who: 'tchoumi' },
    {
      key: 'trainingSchedule',
      at: '2025-11-18T11:36:00.000Z',
      folder: 'inbox',
      who: 'yangue',
      labels: ['private'],
    },
    { key: 'spamPrize', at: '2025-11-19T04:58:00.000Z', folder: 'spam', who: 'prize' },
    {
      key: 'meetingInvite',
      at: '2025-11-19T09:02:00.000Z',
      folder: 'inbox',
      who: 'mabiala',
      starred: true,
      labels: ['important'],
      cc: ['landry'],
    },
    {
      key: 'quoteAccepted',
      at: '2025-11-19T15:48:00.000Z',
      folder: 'inbox',
      who: 'ondo',
      starred: true,
      labels: ['company', 'important'],
      thread: '2025-11-04T08:20:00.000Z',
    },
    {
      key: 'teamLunch',
      at: '2025-11-20T08:15:00.000Z',
      folder: 'inbox',
      who: 'mireille',
      labels: ['personal'],
      cc: ['landry', 'grace'],
    },
    weekly(47, '2025-11-21T16:30:00.000Z', 45, 3),
    {
      key: 'deploymentDone',
      at: '2025-11-21T21:12:00.000Z',
      folder: 'inbox',
      who: 'landry',
      labels: ['company'],
    },
    {
      key: 'dashboardDown',
      at: '2025-11-24T07:26:00.000Z',
      folder: 'inbox',
      who: 'abakar',
      starred: true,
      labels: ['important'],
    },
  ] satisfies Entry[]),
];

/**
 * The sample mailbox (docs/api.md, "E-mail"): 39 messages between September and November 2025, ids in date
 * order; the text is kept in French and answered in the reader's language (`localiseEmail`).
 */
export function seedEmails(): StoredEmail[] {
  const ids = new Map(entries.map((entry, index) => [entry.at, index + 1]));
  return entries.map((entry, index): StoredEmail => {
    const other = contacts[entry.who];
    const outgoing = entry.folder === 'sent' || entry.folder === 'draft';
    const { subject, body } = sampleText(entry.key, 'fr', entry.values);
    return {
      id: index + 1,
      threadId: (entry.thread && ids.get(entry.thread)) || index + 1,
      folder: entry.folder,
      from: outgoing ? me : other,
      to: outgoing ? [other] : [me],
      cc: (entry.cc ?? []).map((key) => contacts[key]),
      subject,
      body,
      sentAt: entry.at,
      read: outgoing || (entry.read ?? false),
      starred: entry.starred ?? false,
      labels: entry.labels ?? [],
      attachments: entry.attachments ?? [],
      ownerId: sampleOwner.id,
      sample: entry.values ? { key: entry.key, values: entry.values } : { key: entry.key },
    };
  });
}
