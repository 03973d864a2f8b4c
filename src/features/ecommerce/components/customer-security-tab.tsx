import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { SetPasswordCard } from '@/components/form/set-password-card';
import { toast } from '@/lib/toast';

/** Checked in the browser only: the API has no password call, and the toast says so. */
export function CustomerSecurityTab() {
  const { t } = useTranslation('ecommerce');
  return (
    <SetPasswordCard
      title={t('customers.changePassword')}
      submitLabel={t('customers.changePassword')}
      onValid={() => toast(t('demo.validNotSaved'), { variant: 'info' })}
    >
      <FormControlLabel control={<Switch />} label={t('customers.twoFactor')} />
    </SetPasswordCard>
  );
}
