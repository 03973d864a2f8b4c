import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { layout } from '@/theme/tokens';

/** Hash links scroll smoothly to their anchor 60 px below the top; other navigations go to the top. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target || ++tries > 20) window.clearInterval(timer);
      if (!target) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const top = target.getBoundingClientRect().top + window.scrollY - layout.anchorOffset;
      window.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' });
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
