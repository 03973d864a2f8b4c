import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { AccountSection } from '../api/account-sections';
import { useSaveSection } from '../api/session-store';

/** Keeps a tab's values for the signed-in user and says so; a failure says so too, and the tab keeps its values. */
export function useSaveForSession() {
  const { t } = useTranslation('account-settings');
  const save = useSaveSection();
  return (section: AccountSection, value: object) =>
    save(section, value).then(
      () => toast(t('toast.saved'), { variant: 'success' }),
      () => toast(t('toast.failed'), { variant: 'error' }),
    );
}
