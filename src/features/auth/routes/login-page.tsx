import { AuthCardLayout } from '../components/auth-card-layout';
import { LoginScreen } from '../screens/login-screen';

export function Component() {
  return <LoginScreen Layout={AuthCardLayout} />;
}
