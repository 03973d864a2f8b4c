import type { AuthLayoutProps } from '../../components/auth-card-layout';
import { AuthSplitLayout } from '../../components/auth-split-layout';
import { LoginScreen } from '../../screens/login-screen';

const Layout = (props: AuthLayoutProps) => <AuthSplitLayout {...props} scene="login" />;

export function Component() {
  return <LoginScreen Layout={Layout} variant="v2" />;
}
