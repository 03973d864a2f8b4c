import type { ChatMessage } from '../api/types';

/** The reader's calendar day of an instant ("2025-12-01"), in their time zone. */
export const dayOf = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

export interface DayGroup {
  day: string;
  /** Today, yesterday, or a date. */
  when: 'today' | 'yesterday' | 'earlier';
  messages: ChatMessage[];
}

/** The messages under one separator per calendar day (the reader's), in order. */
export function groupByDay(messages: ChatMessage[], now = new Date()): DayGroup[] {
  const today = dayOf(now.toISOString());
  const yesterday = dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12).toISOString());
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = dayOf(message.sentAt);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else
      groups.push({
        day,
        when: day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier',
        messages: [message],
      });
  }
  return groups;
}
