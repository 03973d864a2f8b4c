import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Carousel } from '../hooks/use-carousel';

interface FrameProps {
  carousel: Carousel;
  label: string;
  /** CSS width of one slide, per breakpoint (MUI responsive value); a full slide by default. */
  slideWidth?: string | Record<string, string>;
  gap?: number;
  children: ReactNode[];
}

/**
 * The carousel pattern of the WAI-ARIA practices: a labelled region whose slides are labelled groups
 * ("3 of 6"), with the current slide announced politely.
 */
export function CarouselFrame({ carousel, label, slideWidth = '100%', gap = 2, children }: FrameProps) {
  const { t } = useTranslation('extensions');
  const { setViewport, count, selected } = carousel;
  return (
    <Box component="section" aria-roledescription={t('carousel')} aria-label={label}>
      <Box ref={setViewport} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', marginInlineStart: -gap }}>
          {children.map((child, i) => (
            <Box
              key={i}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { n: i + 1, total: children.length })}
              sx={{ flex: '0 0 auto', inlineSize: slideWidth, minInlineSize: 0, paddingInlineStart: gap }}
            >
              {child}
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="caption" color="textSecondary" aria-live="polite" sx={{ display: 'block', mt: 1 }}>
        {count > 0 && t('position', { n: selected + 1, total: count })}
      </Typography>
    </Box>
  );
}

/** Previous and next; the chevrons point the way the slides move, also right to left. */
export function ArrowButtons({ carousel }: { carousel: Carousel }) {
  const { t, i18n } = useTranslation('extensions');
  const flip = i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <IconButton onClick={carousel.previous} disabled={!carousel.canPrev} aria-label={t('previous')}>
        <ChevronLeft sx={flip} />
      </IconButton>
      <IconButton onClick={carousel.next} disabled={!carousel.canNext} aria-label={t('next')}>
        <ChevronRight sx={flip} />
      </IconButton>
    </Box>
  );
}

export function Dots({ carousel }: { carousel: Carousel }) {
  const { t } = useTranslation('extensions');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      {Array.from({ length: carousel.count }, (_, i) => (
        <Box
          key={i}
          component="button"
          type="button"
          onClick={() => carousel.scrollTo(i)}
          aria-label={t('goTo', { n: i + 1 })}
          aria-current={i === carousel.selected ? 'true' : undefined}
          sx={{
            // A 24 px target (WCAG 2.2) around a small pill.
            inlineSize: 24,
            blockSize: 24,
            p: 0,
            border: 0,
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
            display: 'grid',
            placeItems: 'center',
            '&::before': {
              content: '""',
              inlineSize: i === carousel.selected ? 20 : 8,
              blockSize: 8,
              borderRadius: 4,
              bgcolor: i === carousel.selected ? 'primary.main' : 'text.secondary',
              transition: 'inline-size .2s',
            },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        />
      ))}
    </Box>
  );
}
