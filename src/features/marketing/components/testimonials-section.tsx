import FormatQuote from '@mui/icons-material/FormatQuote';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { testimonials } from '../data/people';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import { accentText } from '@/theme/accent';

export function TestimonialsSection() {
  const { t } = useTranslation('marketing');
  return (
    <LandingSection id="testimonials">
      <SectionHeading
        id="testimonials"
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.title')}
        subtitle={t('testimonials.subtitle')}
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' },
        }}
      >
        {testimonials.map((item, i) => (
          <Box component="li" key={item.key} sx={{ gridColumn: { md: i < 3 ? 'span 2' : 'span 3' } }}>
            <Card
              component="figure"
              sx={{ m: 0, p: 3, blockSize: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <Box
                role="img"
                aria-label={t('testimonials.rating', { value: item.rating })}
                sx={{ display: 'flex', color: '#8a5a00', '.dark &': { color: '#ffc36b' } }}
              >
                {Array.from({ length: 5 }, (_, s) =>
                  s < item.rating ? <Star key={s} fontSize="small" /> : <StarBorder key={s} fontSize="small" />,
                )}
              </Box>
              <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
                <FormatQuote aria-hidden sx={{ ...accentText, verticalAlign: 'middle', marginInlineEnd: 0.5 }} />
                {t(`testimonials.items.${item.key}.description`)}
              </Typography>
              <Box component="figcaption">
                <Typography sx={{ fontWeight: 700 }}>{t(`testimonials.items.${item.key}.author`)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`testimonials.items.${item.key}.position`)}
                </Typography>
              </Box>
            </Card>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
