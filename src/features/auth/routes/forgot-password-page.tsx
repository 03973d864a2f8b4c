import { AuthCardLayout } from '../components/auth-card-layout';
import { ForgotPasswordScreen } from '../screens/forgot-password-screen';

export function Component() {
  return <ForgotPasswordScreen Layout={AuthCardLayout} />;
}
