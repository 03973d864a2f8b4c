import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { save } from '../api/session-store';

/** Keeps a tab's values for the browser session and says so: nothing reaches a server. */
export function useSaveForSession() {
  const { t } = useTranslation('account-settings');
  return (section: string, value: unknown) => {
    save(section, value);
    toast(t('toast.saved'), { variant: 'success' });
  };
}
