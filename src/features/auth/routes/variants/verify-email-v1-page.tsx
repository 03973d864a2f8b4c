import { AuthCardLayout } from '../../components/auth-card-layout';
import { VerifyEmailScreen } from '../../screens/verify-email-screen';

export function Component() {
  return <VerifyEmailScreen Layout={AuthCardLayout} variant="v1" />;
}
