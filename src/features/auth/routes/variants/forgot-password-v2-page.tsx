import type { AuthLayoutProps } from '../../components/auth-card-layout';
import { AuthSplitLayout } from '../../components/auth-split-layout';
import { ForgotPasswordScreen } from '../../screens/forgot-password-screen';

const Layout = (props: AuthLayoutProps) => <AuthSplitLayout {...props} scene="forgot" />;

export function Component() {
  return <ForgotPasswordScreen Layout={Layout} variant="v2" />;
}
