import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { heroSlides } from '../data/people';
import { heroDelayMs, useHeroCarousel } from '../hooks/use-hero-carousel';
import { HeroDots } from './hero-dots';
import { HeroSlide } from './hero-slide';

/** WAI-ARIA carousel: a labelled region, slides as groups, a pause button first, prev/next and dots. */
export function HeroCarousel() {
  const { t, i18n } = useTranslation('marketing');
  const dir = i18n.dir();
  const {
    viewportRef,
    selected,
    initialShift,
    rotating,
    userPaused,
    togglePaused,
    scrollTo,
    previous,
    next,
    regionHandlers,
  } = useHeroCarousel(dir);
  const [Back, Forward] = dir === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Box
      component="section"
      id="home"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      // Read by the prerendered page's loader: the app starts when the first turn is due.
      data-autoplay-ms={heroDelayMs}
      {...regionHandlers}
      sx={{
        scrollMarginBlockStart: 60,
        pt: { xs: 5, md: 8 },
        pb: { xs: 4, md: 6 },
        background: 'linear-gradient(180deg, rgba(179,103,52,0.10) 0%, rgba(179,103,52,0) 100%)',
      }}
    >
      <Container maxWidth="lg">
        <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
          <Box
            id="hero-slides"
            aria-live={rotating ? 'off' : 'polite'}
            // The slide the visitor moved to on the prerendered copy, until Embla positions the track itself.
            style={initialShift ? { transform: `translate3d(${initialShift}%, 0, 0)` } : undefined}
            sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}
          >
            {heroSlides.map((slide, i) => (
              <HeroSlide key={slide} slide={slide} index={i} total={heroSlides.length} active={i === selected} />
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 3 }}>
          <IconButton
            onClick={togglePaused}
            aria-label={userPaused ? t('hero.play') : t('hero.pause')}
            aria-controls="hero-slides"
            // Nothing moves under reduced motion: no pause to offer. CSS, so the prerendered markup stays the app's.
            sx={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
          >
            {userPaused ? <PlayArrow /> : <Pause />}
          </IconButton>
          <IconButton
            onClick={previous}
            aria-label={t('hero.previous')}
            aria-controls="hero-slides"
            data-hero-step="-1"
          >
            <Back />
          </IconButton>
          <HeroDots count={heroSlides.length} selected={selected} onSelect={scrollTo} />
          <IconButton onClick={next} aria-label={t('hero.next')} aria-controls="hero-slides" data-hero-step="1">
            <Forward />
          </IconButton>
        </Box>
      </Container>
    </Box>
  );
}
