import { useFormatters } from '@/lib/use-formatters';
import { parseSalesDate } from '../api/sales-view';

/** The API's "14 Apr 2025" in the interface language; UTC, so the day never shifts with the time zone. */
export function useSalesDate() {
  const fmt = useFormatters();
  return (value: string) => fmt.date(parseSalesDate(value), { dateStyle: 'medium', timeZone: 'UTC' });
}
