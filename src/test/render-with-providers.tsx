import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { demoAccounts } from '@/features/auth/mocks/accounts';
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

/** Renders a screen the way the app does: theme, i18n, query client, ability, router. English by default. */
export async function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', user = 'admin', language = 'en', routes = [] } = options;
  const path = options.path ?? route.split('?')[0];
  initI18n(language);
  await i18next.changeLanguage(language);
  session.signOut();
  const account = demoAccounts.find((a) => a.role === user);
  if (account) {
    const { password: _p, abilityRules, ...userData } = account;
    session.signIn({ accessToken: 'test-token', userData, userAbilityRules: abilityRules });
  }
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const utils = render(
    <Suspense fallback={null}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>,
  );
  return { ...utils, router };
}
