import type { TFunction } from 'i18next';
import type { ComposeInput } from '../api/email-input';
import type { Attachment, Email } from '../api/types';
import type { ComposeStart } from './mail-reader';

export interface ComposeValues {
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  attachments: Attachment[];
  threadId?: number;
  draftId?: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.trim().toLowerCase()) ? subject : `${prefix}${subject}`;

/** Whom a reply goes to: the sender, or for a message the user sent, its recipients. */
const replyTo = (source: Email) => (source.folder === 'sent' ? source.to.map((m) => m.email) : [source.from.email]);

/**
 * The dialog's first values (issue "E-mail": reply and forward): a reply quotes the message under "On …, … wrote:"
 * in its thread; a forward carries its text and attachments; a draft is edited under its id.
 */
export function composeValues(
  start: ComposeStart,
  t: TFunction<'email'>,
  date: (iso: string) => string,
): ComposeValues {
  if (start.mode === 'new') return { to: [], cc: [], subject: '', body: '', attachments: [] };
  const { source } = start;
  if (start.mode === 'draft')
    return {
      to: source.to.map((m) => m.email),
      cc: source.cc.map((m) => m.email),
      subject: source.subject,
      body: source.body,
      attachments: source.attachments,
      threadId: source.threadId,
      draftId: source.id,
    };
  const heading = escapeHtml(
    start.mode === 'reply'
      ? t('compose.wrote', { date: date(source.sentAt), name: source.from.name })
      : `${t('compose.forwarded')} · ${source.from.name} <${source.from.email}> · ${date(source.sentAt)}`,
  );
  const quoted = `<p></p><p>${heading}</p><blockquote>${source.body}</blockquote>`;
  return start.mode === 'reply'
    ? {
        to: replyTo(source),
        cc: [],
        subject: prefixed(t('compose.replyPrefix'), source.subject),
        body: quoted,
        attachments: [],
        threadId: source.threadId,
      }
    : {
        to: [],
        cc: [],
        subject: prefixed(t('compose.forwardPrefix'), source.subject),
        body: quoted,
        attachments: source.attachments,
      };
}

export const toInput = (values: ComposeValues, draft: boolean): ComposeInput => ({ ...values, draft });
