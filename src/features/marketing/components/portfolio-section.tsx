import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterProjects, type PortfolioFilter as Filter } from '../data/portfolio';
import { LandingSection } from './landing-section';
import { PortfolioCard } from './portfolio-card';
import { PortfolioFilter } from './portfolio-filter';
import { SectionHeading } from './section-heading';

const appear = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

export function PortfolioSection() {
  const { t } = useTranslation('marketing');
  const [filter, setFilter] = useState<Filter>('all');
  // Cards animate only after a filter change, not on first paint (which must match the prerendered HTML).
  const [changed, setChanged] = useState(false);
  const projects = filterProjects(filter);
  return (
    <LandingSection id="portfolio" tinted>
      <SectionHeading
        id="portfolio"
        eyebrow={t('portfolio.eyebrow')}
        title={t('portfolio.title')}
        subtitle={t('portfolio.subtitle')}
      />
      <PortfolioFilter
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setChanged(true);
        }}
      />
      <Typography role="status" variant="body2" color="textSecondary" sx={{ textAlign: 'center', mb: 3 }}>
        {t('portfolio.count', { count: projects.length })}
      </Typography>
      <Box
        key={filter}
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {projects.map((p, i) => (
          <Box
            component="li"
            key={p.key}
            sx={
              changed
                ? {
                    animation: `${appear} 320ms ease-out both`,
                    animationDelay: `${i * 40}ms`,
                    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                  }
                : undefined
            }
          >
            <PortfolioCard project={p} />
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
