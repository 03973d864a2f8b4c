import { AuthCardLayout } from '../../components/auth-card-layout';
import { TwoStepsScreen } from '../../screens/two-steps-screen';

export function Component() {
  return <TwoStepsScreen Layout={AuthCardLayout} variant="v1" />;
}
