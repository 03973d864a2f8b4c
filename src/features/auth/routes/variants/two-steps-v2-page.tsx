import type { AuthLayoutProps } from '../../components/auth-card-layout';
import { AuthSplitLayout } from '../../components/auth-split-layout';
import { TwoStepsScreen } from '../../screens/two-steps-screen';

const Layout = (props: AuthLayoutProps) => <AuthSplitLayout {...props} scene="twoSteps" />;

export function Component() {
  return <TwoStepsScreen Layout={Layout} variant="v2" />;
}
