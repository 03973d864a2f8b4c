import { useTranslation } from 'react-i18next';
import { SetPasswordCard } from '@/components/form/set-password-card';
import { toast } from '@/lib/toast';

/** Checked in the browser only: the API has no password call, and the page says so. */
export function UserSecurityTab() {
  const { t } = useTranslation('users');
  return (
    <SetPasswordCard
      title={t('security.title')}
      submitLabel={t('security.submit')}
      onValid={() => toast(t('security.validNotSaved'), { variant: 'info' })}
    />
  );
}
