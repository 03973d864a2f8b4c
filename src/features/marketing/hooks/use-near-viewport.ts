import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, or once the browser is idle after load:
 * code for below-the-fold parts then loads without weighing on the first paint.
 */
export function useNearViewport<T extends Element>(margin = '800px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    const observer =
      el && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin })
        : null;
    if (el) observer?.observe(el);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setNear(true), { timeout: 6000 })
      : window.setTimeout(() => setNear(true), 3000);
    return () => {
      observer?.disconnect();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [near, margin]);
  return [ref, near];
}
