import { type RefObject, useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';

/** Counts from 0 to `end` (ease-out) once the element scrolls into view; jumps there with reduced motion. */
export function useCountUp(ref: RefObject<Element | null>, end: number, durationMs = 1600): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (reduced || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const p = Math.min(1, (now - start) / durationMs);
          setValue(Math.round(end * (1 - (1 - p) ** 3)));
          if (p < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, end, durationMs, reduced]);
  return reduced || typeof IntersectionObserver === 'undefined' ? end : value;
}
