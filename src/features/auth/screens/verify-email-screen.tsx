import { useTranslation } from 'react-i18next';
import { VerifyEmailPanel } from '../components/verify-email-panel';
import type { AuthScreenProps } from './auth-screen';

export function VerifyEmailScreen({ Layout }: AuthScreenProps) {
  const { t } = useTranslation('auth-pages');
  return (
    <Layout title={t('verify.title')}>
      <VerifyEmailPanel />
    </Layout>
  );
}
