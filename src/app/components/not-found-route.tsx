import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundCard } from '@/components/not-found-card';
import { href } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useAbility } from '@/lib/casl/can';
import { backOfficeHome } from '../navigation';

/** An unknown address: inside the back office's frame for a signed-in user, the blank 404 for a visitor. */
export function Component() {
  const { t } = useTranslation();
  const ability = useAbility();
  const home = session.isSignedIn() ? backOfficeHome((a, s) => ability.can(a, s)) : undefined;
  if (!home) return <ErrorScreen kind="notFound" />;
  return (
    <NotFoundCard
      title={t('errors.notFound.title')}
      body={t('errors.notFound.inApp')}
      backTo={href(home.to, home.params)}
      backLabel={t('actions.backToBackOffice')}
    />
  );
}
