import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { accountView, demoAccounts, tokenFor } from '@/backend/auth/accounts';
import { session } from '@/lib/auth/session';
import { i18next, initI18n } from '@/lib/i18n/i18n';

interface Options {
  /** Initial URL (path + search). */
  route?: string;
  /** Route path pattern the element is mounted at (default: the route's pathname). */
  path?: string;
  /** 'admin', 'client' or null for a signed-out visitor. */
  user?: 'admin' | 'client' | null;
  language?: 'fr' | 'en' | 'ar';
  /** Extra routes, e.g. a detail page a list links to. */
  routes?: RouteObject[];
}

/** Shows the current address so tests can assert on the URL a user would share. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a screen the way the app does: theme, i18n, a fresh query client without retries, ability,
 * a memory router. English by default.
 */
export async function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', user = 'admin', language = 'en', routes = [] } = options;
  const path = options.path ?? route.split('?')[0];
  initI18n(language);
  await i18next.changeLanguage(language);
  session.signOut();
  const account = demoAccounts.find((a) => a.role === user);
  if (account) {
    session.signIn({ accessToken: tokenFor(account.id), ...accountView(account) });
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const element = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [route] });
  const utils = render(
    <Suspense fallback={null}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>,
  );
  return { ...utils, router, queryClient };
}
