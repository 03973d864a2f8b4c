import { AuthCardLayout } from '../../components/auth-card-layout';
import { ResetPasswordScreen } from '../../screens/reset-password-screen';

export function Component() {
  return <ResetPasswordScreen Layout={AuthCardLayout} variant="v1" />;
}
