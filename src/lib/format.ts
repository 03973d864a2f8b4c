import { intlLocaleOf } from '@/lib/i18n/languages';
import { dateTimeFormat, numberFormat } from '@/lib/intl-cache';

/** Parses the mock API's money strings ("$245.00", "1,299") into a number; NaN when it is not one. */
export function parseMoney(value: string | number): number {
  if (typeof value === 'number') return value;
  return Number.parseFloat(value.replace(/[^0-9.-]/g, ''));
}

export function formatMoney(
  value: string | number,
  language: string,
  currency = 'USD',
  options: Intl.NumberFormatOptions = {},
): string {
  const n = parseMoney(value);
  if (Number.isNaN(n)) return String(value);
  return numberFormat(intlLocaleOf(language), { style: 'currency', currency, ...options }).format(n);
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocaleOf(language), options).format(value);
}

export function formatPercent(value: number, language: string): string {
  return numberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** Accepts ISO strings, `m/d/yyyy` (the spec's review dates) and Date objects. */
export function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
    if (us) return new Date(Number(us[3]), Number(us[1]) - 1, Number(us[2]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDate(
  value: string | number | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const d = toDate(value);
  return d ? dateTimeFormat(intlLocaleOf(language), options).format(d) : String(value);
}

export function formatDateTime(value: string | number | Date, language: string): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}
