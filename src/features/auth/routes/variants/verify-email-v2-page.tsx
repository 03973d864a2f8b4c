import type { AuthLayoutProps } from '../../components/auth-card-layout';
import { AuthSplitLayout } from '../../components/auth-split-layout';
import { VerifyEmailScreen } from '../../screens/verify-email-screen';

const Layout = (props: AuthLayoutProps) => <AuthSplitLayout {...props} scene="verify" />;

export function Component() {
  return <VerifyEmailScreen Layout={Layout} variant="v2" />;
}
