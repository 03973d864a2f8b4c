import { useTranslation } from 'react-i18next';
import { LaunchIllustration } from '../components/launch-illustration';
import { MiscScreen } from '../components/misc-screen';
import { NotifyMeForm } from '../components/notify-me-form';

/** /pages/misc/coming-soon: public, blank layout, like the error pages. */
export function Component() {
  const { t } = useTranslation('misc');
  return (
    <MiscScreen title={t('comingSoon.title')} body={t('comingSoon.body')} illustration={<LaunchIllustration />}>
      <NotifyMeForm />
    </MiscScreen>
  );
}
