import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';

/** Any page that throws lands here: the 500 screen with a retry, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen kind="serverError" onRetry={() => window.location.reload()} />;
}
