import { AuthCardLayout } from '../components/auth-card-layout';
import { RegisterScreen } from '../screens/register-screen';

export function Component() {
  return <RegisterScreen Layout={AuthCardLayout} />;
}
