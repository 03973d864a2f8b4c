import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { stats } from '../data/people';
import { StatCounter } from './stat-counter';

export function StatsSection() {
  const { t } = useTranslation('marketing');
  return (
    <Box
      component="section"
      id="stats"
      aria-labelledby="stats-title"
      sx={{ scrollMarginBlockStart: 60, py: { xs: 7, md: 9 }, bgcolor: '#7a4422', color: '#fff' }}
    >
      <Container maxWidth="lg">
        <Typography component="p" variant="overline" sx={{ textAlign: 'center', fontWeight: 700, letterSpacing: 1.2 }}>
          {t('stats.eyebrow')}
        </Typography>
        <Typography
          id="stats-title"
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 5 }}
        >
          {t('stats.title')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {stats.map((s) => (
            <li key={s.key}>
              <StatCounter end={s.end} suffix={s.suffix} label={t(`stats.items.${s.key}`)} />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
