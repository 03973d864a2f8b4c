import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useCarousel } from '../hooks/use-carousel';
import { ArrowButtons, CarouselFrame, Dots } from './carousel-frame';
import { SlideArt, slides } from './slide-art';

const arts = (height?: number) => slides.map((s) => <SlideArt key={s.key} slide={s} height={height} />);

export function NavigationDemo({ label }: { label: string }) {
  const carousel = useCarousel();
  return (
    <>
      <CarouselFrame carousel={carousel} label={label}>
        {arts()}
      </CarouselFrame>
      <ArrowButtons carousel={carousel} />
    </>
  );
}

export function PaginationDemo({ label }: { label: string }) {
  const carousel = useCarousel({ loop: true });
  return (
    <>
      <CarouselFrame carousel={carousel} label={label}>
        {arts()}
      </CarouselFrame>
      <Dots carousel={carousel} />
    </>
  );
}

/** Three slides on a wide screen, two on a tablet, one on a phone; a step moves a whole view. */
export function MultipleDemo({ label }: { label: string }) {
  const carousel = useCarousel({ align: 'start', slidesToScroll: 'auto' });
  return (
    <>
      <CarouselFrame carousel={carousel} label={label} slideWidth={{ xs: '100%', sm: '50%', md: '33.333%' }}>
        {arts(200)}
      </CarouselFrame>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <ArrowButtons carousel={carousel} />
        <Dots carousel={carousel} />
      </Box>
    </>
  );
}

/** Turns every 3 s, except under reduced motion or once paused; a pause button as WCAG 2.2.2 asks. */
export function AutoplayDemo({ label }: { label: string }) {
  const { t } = useTranslation('extensions');
  const reduced = useReducedMotion();
  const autoplay = useMemo(() => Autoplay({ delay: 3000, playOnInit: false, stopOnInteraction: false }), []);
  const carousel = useCarousel({ loop: true }, [autoplay]);
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reduced;
  useEffect(() => {
    if (!carousel.api) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [carousel.api, autoplay, playing]);
  return (
    <>
      <CarouselFrame carousel={carousel} label={label}>
        {arts()}
      </CarouselFrame>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <IconButton
          onClick={() => setPaused(playing)}
          aria-label={t(playing ? 'pause' : 'play')}
          aria-pressed={!playing}
        >
          {playing ? <Pause /> : <PlayArrow />}
        </IconButton>
        <Dots carousel={carousel} />
      </Box>
    </>
  );
}

/** A free-scrolling strip with a bar that follows the scroll. */
export function ProgressDemo({ label }: { label: string }) {
  const { t } = useTranslation('extensions');
  const carousel = useCarousel({ dragFree: true, containScroll: 'trimSnaps', align: 'start' });
  return (
    <>
      <CarouselFrame carousel={carousel} label={label} slideWidth={{ xs: '70%', sm: '40%', md: '28%' }}>
        {arts(160)}
      </CarouselFrame>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <ArrowButtons carousel={carousel} />
        <LinearProgress
          variant="determinate"
          value={carousel.progress * 100}
          aria-label={t('scrollProgress')}
          sx={{ flex: 1, blockSize: 6, borderRadius: 3 }}
        />
      </Box>
    </>
  );
}

/** The main slide and a strip of thumbnails that both shows and picks it. */
export function ThumbnailsDemo({ label }: { label: string }) {
  const { t } = useTranslation('extensions');
  const main = useCarousel();
  const { setViewport: setThumbsViewport, api: thumbsApi } = useCarousel({
    containScroll: 'keepSnaps',
    dragFree: true,
    align: 'start',
  });
  useEffect(() => {
    thumbsApi?.scrollTo(main.selected);
  }, [thumbsApi, main.selected]);
  return (
    <>
      <CarouselFrame carousel={main} label={label}>
        {arts()}
      </CarouselFrame>
      <Box ref={setThumbsViewport} sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          aria-label={t('thumbnails')}
          sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {slides.map((s, i) => (
            <Box component="li" key={s.key} sx={{ flex: '0 0 auto', inlineSize: { xs: '28%', sm: '18%' } }}>
              <Box
                component="button"
                type="button"
                onClick={() => main.scrollTo(i)}
                aria-label={t(`slides.${s.key}.title`)}
                aria-current={i === main.selected ? 'true' : undefined}
                sx={{
                  inlineSize: '100%',
                  p: 0,
                  border: 2,
                  borderColor: i === main.selected ? 'primary.main' : 'transparent',
                  borderRadius: 2.5,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  opacity: i === main.selected ? 1 : 0.7,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <SlideArt slide={s} height={64} compact />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
