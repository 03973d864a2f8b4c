import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';
import { accentText } from '@/theme/accent';

const points = ['local', 'certified', 'end2end'] as const;

export function AboutSection() {
  const { t } = useTranslation('marketing');
  return (
    <LandingSection id="about" tinted>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
        }}
      >
        <Box
          component="img"
          src="/images/about.svg"
          alt={t('about.imageAlt')}
          width={520}
          height={400}
          decoding="async"
          sx={{ inlineSize: '100%', blockSize: 'auto', maxInlineSize: 520, justifySelf: 'center' }}
        />
        <Box>
          <Typography component="p" variant="overline" sx={{ ...accentText, fontWeight: 700, letterSpacing: 1.2 }}>
            {t('about.eyebrow')}
          </Typography>
          <Typography
            id="about-title"
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}
          >
            {t('about.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3, fontSize: '1.05rem' }}>
            {t('about.body')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {points.map((p) => (
              <Box component="li" key={p} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircle aria-hidden sx={{ ...accentText, mt: '2px' }} />
                <Typography>{t(`about.points.${p}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </LandingSection>
  );
}
