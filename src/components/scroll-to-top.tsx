import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/on-demand';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { layout } from '@/theme/tokens';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })));

/** Appears past 200 px of scroll. */
export function ScrollToTop() {
  const [shown, strip] = useScrolledPast(layout.scrollTopThreshold);
  const needed = useOpenedOnce(shown);
  return (
    <>
      {strip}
      {needed && (
        <Suspense fallback={null}>
          <ScrollToTopButton shown={shown} />
        </Suspense>
      )}
    </>
  );
}
