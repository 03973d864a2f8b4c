import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VerifyEmailPanel } from '../components/verify-email-panel';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function VerifyEmailScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation('auth-pages');
  const [params] = useSearchParams();
  return (
    <Layout title={t('verify.title')}>
      <VerifyEmailPanel token={params.get('token')} page={authLinks(variant).verify} />
    </Layout>
  );
}
