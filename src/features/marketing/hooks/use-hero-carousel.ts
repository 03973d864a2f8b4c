import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { takeTakeoverReason } from '@/lib/prerender-handoff';
import { useReducedMotion } from '@/lib/use-reduced-motion';

export const heroDelayMs = 6000;

/**
 * Embla with autoplay. Rotation runs only while nobody hovers or focuses the carousel, the visitor has
 * not pressed pause and does not prefer reduced motion; the plugin itself stops while the tab is hidden.
 */
export function useHeroCarousel(direction: 'ltr' | 'rtl') {
  const reduced = useReducedMotion();
  const autoplay = useMemo(
    () => Autoplay({ delay: heroDelayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
    [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, direction, duration: 30 }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !userPaused && !reduced && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    // The app took over the prerendered page because this turn was due: take it now, not a delay later.
    if (api && takeTakeoverReason() === 'autoplay') api.scrollNext();
  }, [api]);

  useEffect(() => {
    if (!api) return;
    if (rotating) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, rotating]);

  const scrollTo = useCallback((i: number) => api?.scrollTo(i), [api]);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    viewportRef,
    selected,
    rotating,
    userPaused,
    togglePaused: () => setUserPaused((p) => !p),
    scrollTo,
    previous,
    next,
    regionHandlers,
  };
}
