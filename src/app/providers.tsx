import { CacheProvider } from '@emotion/react';
import { AbilityProvider } from '@casl/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ability } from '@/lib/casl/ability';
import { storageKey, themeStorageKey } from '@/lib/preferences/preferences';
import { usePreferences } from '@/lib/preferences/preferences-store';
import { createQueryClient } from '@/lib/query-client';
import { useToasterWanted } from '@/lib/toast';
import { createAppTheme } from '@/theme/create-app-theme';
import { ColorSchemeSync } from './components/color-scheme-sync';
import { ltrCache, rtlCache } from './emotion-cache';

const Toaster = lazy(() => import('./components/toaster').then((m) => ({ default: m.Toaster })));

/** `queryClient` lets tests pass one without retries; the app creates its own. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const { i18n } = useTranslation();
  const direction = i18n.dir();
  const { primaryColor, skin } = usePreferences();
  const [queryClient] = useState(() => given ?? createQueryClient());
  const toasterWanted = useToasterWanted();
  useRefetchOnLanguageChange(queryClient, i18n.language);
  const theme = useMemo(
    () => createAppTheme({ direction, primary: primaryColor, bordered: skin === 'bordered' }),
    [direction, primaryColor, skin],
  );
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={themeStorageKey}
        colorSchemeStorageKey={storageKey('mui-scheme')}
        disableTransitionOnChange
        // Rendered in the browser only: the scheme is known at the first render. Without it MUI renders the
        // scheme's readers again after mounting, and that change disables every transition for a moment, which
        // restyles the whole document twice (docs/performance.md, "Styles left in place").
        noSsr
      >
        <CssBaseline enableColorScheme />
        <ColorSchemeSync />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            {children}
            {toasterWanted && (
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            )}
          </AbilityProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** The API answers text in the reader's language, so a language switch refetches what is on screen. */
function useRefetchOnLanguageChange(queryClient: QueryClient, language: string) {
  const first = useRef(language);
  useEffect(() => {
    if (language === first.current) return;
    first.current = language;
    void queryClient.invalidateQueries();
  }, [queryClient, language]);
}
