import type { AuthLayoutProps } from '../../components/auth-card-layout';
import { AuthSplitLayout } from '../../components/auth-split-layout';
import { ResetPasswordScreen } from '../../screens/reset-password-screen';

const Layout = (props: AuthLayoutProps) => <AuthSplitLayout {...props} scene="reset" />;

export function Component() {
  return <ResetPasswordScreen Layout={Layout} variant="v2" />;
}
