import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, parseMoney, toDate } from './format';

describe('formatters', () => {
  it('formats money strings of the mock API in each language', () => {
    expect(parseMoney('$1,299.50')).toBe(1299.5);
    expect(formatMoney('$1,299.50', 'en')).toBe('$1,299.50');
    expect(formatMoney('$1,299.50', 'fr').replace(/\s/g, ' ')).toBe('1 299,50 $US');
    expect(formatMoney(12, 'ar')).toMatch(/12\.00/);
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });

  it('formats numbers with the language grouping', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr').replace(/\s/g, ' ')).toBe('12 345');
  });

  it('reads m/d/yyyy dates as month first', () => {
    expect(toDate('3/9/2024')?.getMonth()).toBe(2);
    expect(formatDate('3/9/2024', 'en')).toBe('Mar 9, 2024');
    expect(formatDate('3/9/2024', 'fr')).toBe('9 mars 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
