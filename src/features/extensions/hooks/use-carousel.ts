import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Options = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type Plugins = NonNullable<Parameters<typeof useEmblaCarousel>[1]>;
type Api = NonNullable<UseEmblaCarouselType[1]>;

/** Embla in the page's direction, with the state its controls show (slide, count, ends, scroll progress). */
export function useCarousel(options: Options = {}, plugins: Plugins = []) {
  const { i18n } = useTranslation();
  const [setViewport, api] = useEmblaCarousel({ direction: i18n.dir(), ...options }, plugins);
  const [state, setState] = useState({ selected: 0, count: 0, canPrev: false, canNext: false, progress: 0 });

  useEffect(() => {
    if (!api) return;
    const read = (a: Api) =>
      setState({
        selected: a.selectedScrollSnap(),
        count: a.scrollSnapList().length,
        canPrev: a.canScrollPrev(),
        canNext: a.canScrollNext(),
        progress: Math.max(0, Math.min(1, a.scrollProgress())),
      });
    read(api);
    api.on('select', read).on('reInit', read).on('scroll', read);
    return () => {
      api.off('select', read).off('reInit', read).off('scroll', read);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  return { setViewport, api, ...state, previous, next, scrollTo };
}

export type Carousel = ReturnType<typeof useCarousel>;
