import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useInView } from 'react-intersection-observer';

/**
 * Whether the page is scrolled past `px`, and the element that tells: a transparent strip of that height at
 * the top of the document, watched by an IntersectionObserver. Unlike reading the scroll position on mount
 * (MUI's useScrollTrigger), this never forces a layout while a page commits, which made the back office's
 * first render one long task. Render the returned element wherever the flag is used.
 */
export function useScrolledPast(px: number): [boolean, ReactNode] {
  const { ref, inView } = useInView({ initialInView: true, fallbackInView: true });
  const strip = (
    <span
      ref={ref}
      aria-hidden
      style={{
        position: 'absolute',
        insetBlockStart: 0,
        insetInlineStart: 0,
        inlineSize: 1,
        blockSize: px,
        pointerEvents: 'none',
      }}
    />
  );
  return [!inView, createPortal(strip, document.body)];
}
