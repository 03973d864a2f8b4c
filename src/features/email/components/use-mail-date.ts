import { useFormatters } from '@/lib/use-formatters';

/** Dates of the mailbox in the reader's language and time zone: "21 nov." in the list, day and time when read. */
export function useMailDate() {
  const fmt = useFormatters();
  return {
    short: (iso: string) => fmt.date(iso, { day: 'numeric', month: 'short' }),
    long: (iso: string) => fmt.dateTime(iso),
  };
}
