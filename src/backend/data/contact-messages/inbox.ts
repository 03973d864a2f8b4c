import { pageOf } from '@/mocks/query';
import type { ContactMessageQuery } from '@/features/contact-messages/api/lists';
import type { ContactMessage, ContactMessageInput, ContactMessageList } from '@/features/contact-messages/api/types';

/** Newest first (ties: the later id first); `q` is a case-insensitive "contains" on name, e-mail, subject and text. */
export function listContactMessages(
  messages: readonly ContactMessage[],
  query: ContactMessageQuery,
): ContactMessageList {
  const needle = query.q.trim().toLowerCase();
  // docs/api.md, "Filters": absent means any; an unknown value matches nothing.
  const status = query.filters.status;
  const found = messages.filter(
    (m) =>
      (!status || status === (m.handled ? 'handled' : 'new')) &&
      [m.fullName, m.email, m.subject, m.message].some((text) => text.toLowerCase().includes(needle)),
  );
  const sorted = [...found].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { messages: pageOf(sorted, query), total: sorted.length };
}

/** `msg-0007`: one above the highest number in use, so two messages never share an id. */
export function nextContactMessageId(messages: readonly ContactMessage[]): string {
  const highest = Math.max(0, ...messages.map((m) => Number(/^msg-(\d+)$/.exec(m.id)?.[1] ?? 0)));
  return `msg-${String(highest + 1).padStart(4, '0')}`;
}

/** The stored record of a message the contact form sent: received now, not handled yet. */
export function newContactMessage(
  input: ContactMessageInput,
  messages: readonly ContactMessage[],
  now: Date = new Date(),
): ContactMessage {
  return { ...input, id: nextContactMessageId(messages), createdAt: now.toISOString(), handled: false };
}
