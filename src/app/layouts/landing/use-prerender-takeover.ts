import { useLayoutEffect } from 'react';
import { takeOverPrerender } from '@/lib/prerender-handoff';

/**
 * index.html may carry the landing page prerendered at build time (scripts/prerender.mjs) in
 * `#prerender`, beside the empty `#root`. The app's first commit renders the same markup into #root;
 * removing the copy in a layout effect, before the browser paints that commit, swaps them with no
 * visible change.
 */
export function usePrerenderTakeover() {
  useLayoutEffect(takeOverPrerender, []);
}
