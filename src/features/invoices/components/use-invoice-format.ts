import { useFormatters } from '@/lib/use-formatters';

/**
 * Amounts in the invoice's currency (XAF by default) and its yyyy-mm-dd days, written the interface language's
 * way; days are read in UTC so that no time zone moves them.
 */
export function useInvoiceFormat() {
  const fmt = useFormatters();
  return {
    money: (value: number, currency = 'XAF') => fmt.money(value, currency),
    /** Totals in the cards: "47,9 M". */
    compactNumber: (value: number) => fmt.number(value, { notation: 'compact', maximumFractionDigits: 1 }),
    day: (value: string) => fmt.date(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    number: fmt.number,
  };
}
