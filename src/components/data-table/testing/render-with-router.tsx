import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject, useLocation } from 'react-router';
import { initI18n, i18next } from '@/lib/i18n/i18n';
import { createAppTheme } from '@/theme/create-app-theme';

/** Shows the current address so tests can assert on the URL a user would share. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

interface Options {
  route?: string;
  /** Extra routes next to the one under test (e.g. a details page a row links to). */
  routes?: RouteObject[];
  path?: string;
}

/** Test set-up for pages and tables: English, a memory router, a fresh QueryClient without retries. */
export function renderWithRouter(ui: ReactNode, { route = '/', path = '*', routes = [] }: Options = {}) {
  initI18n('en');
  void i18next.changeLanguage('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...routes,
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const theme = createAppTheme({ direction: 'ltr', primary: '#b36734', bordered: false });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <Suspense fallback={<p>loading…</p>}>
            <RouterProvider router={router} />
          </Suspense>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}
