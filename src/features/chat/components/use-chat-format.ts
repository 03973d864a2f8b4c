import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { dayOf } from './day-groups';

/** The chat's times: "14:05" today, "Yesterday", else a short date; separators spell the day out. */
export function useChatFormat() {
  const { t } = useTranslation('chat');
  const format = useFormatters();
  const time = (iso: string) => format.date(iso, { timeStyle: 'short' });
  const relativeDay = (iso: string, long: boolean) => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
    if (dayOf(iso) === dayOf(now.toISOString())) return long ? t('today') : time(iso);
    if (dayOf(iso) === dayOf(yesterday.toISOString())) return t('yesterday');
    return format.date(
      iso,
      long ? { weekday: 'long', day: 'numeric', month: 'long' } : { day: 'numeric', month: 'short' },
    );
  };
  return {
    time,
    listTime: (iso: string) => relativeDay(iso, false),
    separator: (iso: string) => relativeDay(iso, true),
  };
}
