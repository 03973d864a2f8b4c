import { monthPoints } from './dashboard-data';

describe('dashboard months', () => {
  it('draws each answered month on its first day, in the reader’s calendar', () => {
    const [jan, feb] = monthPoints([
      { month: '2025-01', orders: 1, revenue: 5 },
      { month: '2025-02', orders: 2, revenue: 12.3 },
    ]);
    expect([jan!.month.getFullYear(), jan!.month.getMonth(), jan!.month.getDate()]).toEqual([2025, 0, 1]);
    expect([feb!.month.getMonth(), feb!.orders, feb!.revenue]).toEqual([1, 2, 12.3]);
  });
});
