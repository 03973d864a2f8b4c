import { ErrorScreen } from '@/components/error-screen';

export function Component() {
  return <ErrorScreen kind="serverError" onRetry={() => window.history.back()} />;
}
