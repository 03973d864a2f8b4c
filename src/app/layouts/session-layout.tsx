import { lazy, Suspense } from 'react';
import { session } from '@/lib/auth/session';

const DefaultLayout = lazy(() => import('./default/default-layout').then((m) => ({ default: m.Component })));
const BlankLayout = lazy(() => import('./blank-layout').then((m) => ({ default: m.Component })));

/**
 * For pages any visitor may reach but that belong to whoever reads them (the 404): a signed-in user gets
 * the back office's frame, with its menu; a visitor the blank page. Chosen on each render, since signing
 * in or out does not reload the app.
 */
export function Component() {
  return <Suspense fallback={null}>{session.isSignedIn() ? <DefaultLayout /> : <BlankLayout />}</Suspense>;
}
