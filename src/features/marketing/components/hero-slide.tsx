import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { heroSlides } from '../data/people';
import type { SectionId } from '../data/landing-sections';
import { useSectionLink } from '../hooks/use-section-link';
import { accentText } from '@/theme/accent';
import { strongButton } from './tones';

type SlideKey = (typeof heroSlides)[number];

const targets: Record<SlideKey, SectionId> = {
  transformation: 'contact',
  apps: 'portfolio',
  data: 'offers',
  training: 'training',
  brokerage: 'contact',
};

interface Props {
  slide: SlideKey;
  index: number;
  total: number;
  active: boolean;
}

export function HeroSlide({ slide, index, total, active }: Props) {
  const { t } = useTranslation('marketing');
  const sectionLink = useSectionLink();
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={t('hero.slideLabel', { index: index + 1, total })}
      inert={!active}
      sx={{
        flex: '0 0 100%',
        minInlineSize: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        alignItems: 'center',
        gap: { xs: 3, md: 6 },
        px: { xs: 0.5, md: 2 },
      }}
    >
      <Box>
        <Typography component="p" variant="overline" sx={{ ...accentText, fontWeight: 700, letterSpacing: 1.2 }}>
          {t(`hero.slides.${slide}.eyebrow`)}
        </Typography>
        <Typography
          component={index === 0 ? 'h1' : 'h2'}
          variant="h2"
          sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, lineHeight: 1.15, mb: 2 }}
        >
          {t(`hero.slides.${slide}.title`)}
        </Typography>
        <Typography color="textSecondary" sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, mb: 3, maxInlineSize: 560 }}>
          {t(`hero.slides.${slide}.body`)}
        </Typography>
        <Button {...sectionLink(targets[slide])} variant="contained" size="large" sx={strongButton}>
          {t(`hero.slides.${slide}.cta`)}
        </Button>
      </Box>
      <Box
        component="img"
        src={`/images/hero/${slide}.svg`}
        alt=""
        width={520}
        height={400}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
        sx={{
          display: { xs: 'none', md: 'block' },
          inlineSize: '100%',
          blockSize: 'auto',
          maxInlineSize: 520,
          justifySelf: 'center',
        }}
      />
    </Box>
  );
}
