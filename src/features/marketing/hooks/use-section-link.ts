import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { layout } from '@/theme/tokens';

export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - layout.anchorOffset;
  window.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' });
}

/**
 * Props for a link to a landing section (or an offer's card: any anchor id) on the current page. The app's ScrollManager scrolls when the hash
 * changes; a click on the hash already in the address would change nothing, so that case scrolls here.
 */
export function useSectionLink() {
  const { hash } = useLocation();
  return useCallback(
    (id: string, after?: () => void) => ({
      component: Link,
      to: { hash: id },
      onClick: () => {
        if (hash === `#${id}`) scrollToSection(id);
        after?.();
      },
    }),
    [hash],
  );
}
