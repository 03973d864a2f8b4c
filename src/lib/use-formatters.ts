import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from './format';

/** Formatters bound to the current interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      money: (v: string | number, currency?: string) => formatMoney(v, lng, currency),
      /** Large totals in cards: "7 M $US", "128,4 Md FCFA". */
      compactMoney: (v: number, currency = 'USD') =>
        formatMoney(v, lng, currency, { notation: 'compact', maximumFractionDigits: 1 }),
      number: (v: number, o?: Intl.NumberFormatOptions) => formatNumber(v, lng, o),
      percent: (v: number) => formatPercent(v, lng),
      date: (v: string | number | Date, o?: Intl.DateTimeFormatOptions) => formatDate(v, lng, o),
      dateTime: (v: string | number | Date) => formatDateTime(v, lng),
    }),
    [lng],
  );
}
