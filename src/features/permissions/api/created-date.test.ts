import { parseCreatedDate } from './created-date';

describe('parseCreatedDate', () => {
  it('reads the API shape in local time, with 12 AM/PM handled', () => {
    expect(parseCreatedDate('14 Apr 2025, 8:43 PM')).toEqual(new Date(2025, 3, 14, 20, 43));
    expect(parseCreatedDate('4 Dec 2025, 12:15 AM')).toEqual(new Date(2025, 11, 4, 0, 15));
    expect(parseCreatedDate('4 Dec 2025, 12:15 PM')).toEqual(new Date(2025, 11, 4, 12, 15));
  });

  it('answers null for anything else', () => {
    expect(parseCreatedDate('2025-04-14')).toBeNull();
    expect(parseCreatedDate('14 Foo 2025, 8:43 PM')).toBeNull();
  });
});
