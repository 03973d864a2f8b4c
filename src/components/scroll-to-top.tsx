import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/on-demand';
import { layout } from '@/theme/tokens';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })));

/** Appears past 200 px of scroll. */
export function ScrollToTop() {
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: layout.scrollTopThreshold });
  const needed = useOpenedOnce(shown);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton shown={shown} />
    </Suspense>
  );
}
