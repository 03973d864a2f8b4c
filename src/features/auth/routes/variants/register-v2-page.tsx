import type { AuthLayoutProps } from '../../components/auth-card-layout';
import { AuthSplitLayout } from '../../components/auth-split-layout';
import { RegisterScreen } from '../../screens/register-screen';

const Layout = (props: AuthLayoutProps) => <AuthSplitLayout {...props} scene="register" />;

export function Component() {
  return <RegisterScreen Layout={Layout} variant="v2" />;
}
