import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { takeHeroSlide, takeTakeoverReason } from '@/lib/prerender-handoff';
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
  // The slide the visitor already moved to on the prerendered copy (its loader moves the copy's track).
  const [start] = useState(takeHeroSlide);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, direction, duration: 30, startIndex: start }, [autoplay]);
  const [selected, setSelected] = useState(start);
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

  // Embla starts in an effect: a press before that (a click replayed from the prerendered copy, a quick tap)
  // is kept and applied once it is there, instead of being dropped on an `undefined` api.
  const pending = useRef<((a: NonNullable<typeof api>) => void)[]>([]);
  useEffect(() => {
    if (!api) return;
    // A press on the copy's carousel while the app rendered: the copy shows that slide, so does the app.
    const shown = takeHeroSlide();
    if (shown !== start) api.scrollTo(shown, true);
    for (const act of pending.current.splice(0)) act(api);
  }, [api, start]);
  const act = useCallback(
    (f: (a: NonNullable<typeof api>) => void) => {
      if (api) f(api);
      else pending.current.push(f);
    },
    [api],
  );
  const scrollTo = useCallback((i: number) => act((a) => a.scrollTo(i)), [act]);
  const previous = useCallback(() => act((a) => a.scrollPrev()), [act]);
  const next = useCallback(() => act((a) => a.scrollNext()), [act]);

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
    initialShift: start * (direction === 'rtl' ? 100 : -100),
    rotating,
    userPaused,
    togglePaused: () => setUserPaused((p) => !p),
    scrollTo,
    previous,
    next,
    regionHandlers,
  };
}
