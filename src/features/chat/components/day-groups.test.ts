import type { ChatMessage } from '../api/types';
import { groupByDay } from './day-groups';

const at = (sentAt: Date, id: number): ChatMessage => ({
  id,
  from: 1,
  to: 3,
  text: `m${id}`,
  sentAt: sentAt.toISOString(),
  status: 'read',
});

describe('groupByDay', () => {
  const now = new Date(2025, 11, 10, 9, 30);
  it('puts one separator per calendar day of the reader, naming today and yesterday', () => {
    const groups = groupByDay(
      [
        at(new Date(2025, 11, 1, 23, 59), 1),
        at(new Date(2025, 11, 9, 0, 1), 2),
        at(new Date(2025, 11, 9, 23, 58), 3),
        at(new Date(2025, 11, 10, 0, 0), 4),
        at(new Date(2025, 11, 10, 9, 29), 5),
      ],
      now,
    );
    expect(groups.map((g) => [g.day, g.when, g.messages.map((m) => m.id)])).toEqual([
      ['2025-12-01', 'earlier', [1]],
      ['2025-12-09', 'yesterday', [2, 3]],
      ['2025-12-10', 'today', [4, 5]],
    ]);
  });

  it('answers no group for no message', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});
