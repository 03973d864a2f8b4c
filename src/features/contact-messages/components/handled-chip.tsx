import { useTranslation } from 'react-i18next';
import { TonalChip } from '@/components/tonal-chip';

/** New (not handled yet) in the warning tone, handled in the success tone. */
export function HandledChip({ handled }: { handled: boolean }) {
  const { t } = useTranslation('contact-messages');
  return <TonalChip tone={handled ? 'success' : 'warning'} label={t(handled ? 'status.handled' : 'status.new')} />;
}
