import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaintenanceIllustration } from '../components/maintenance-illustration';
import { MiscScreen } from '../components/misc-screen';

/** /pages/misc/under-maintenance: public, blank layout, like the error pages. */
export function Component() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen title={t('maintenance.title')} body={t('maintenance.body')} illustration={<MaintenanceIllustration />}>
      <Button variant="contained" component={Link} to="/">
        {t('maintenance.backHome')}
      </Button>
    </MiscScreen>
  );
}
