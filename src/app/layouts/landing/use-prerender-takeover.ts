import { useLayoutEffect } from 'react';

/**
 * index.html may carry the landing page prerendered at build time (scripts/prerender.mjs) in
 * `#prerender`, beside the empty `#root`. The app's first commit renders the same markup into #root;
 * removing the copy in a layout effect, before the browser paints that commit, swaps them with no
 * visible change.
 */
export function usePrerenderTakeover() {
  useLayoutEffect(() => {
    document.getElementById('prerender')?.remove();
    document.getElementById('prerender-css')?.remove();
    document.documentElement.removeAttribute('data-prerendered');
  }, []);
}
