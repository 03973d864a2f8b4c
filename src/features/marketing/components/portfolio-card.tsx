import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PortfolioProject } from '../data/portfolio';

/** A project with a drawn cover (gradient and initials), so the grid needs no image download. */
export function PortfolioCard({ project }: { project: PortfolioProject }) {
  const { t } = useTranslation('marketing');
  const title = t(`portfolio.projects.${project.key}.title`);
  const [from, to] = project.hues;
  return (
    <Card
      component="article"
      data-project={project.key}
      sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        aria-hidden
        sx={{
          aspectRatio: '16 / 9',
          background: `linear-gradient(135deg, ${from}, ${to})`,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          fontSize: '2.5rem',
          fontWeight: 700,
          letterSpacing: 2,
        }}
      >
        {title.slice(0, 2).toUpperCase()}
      </Box>
      <Box sx={{ p: 2.5, flex: 1 }}>
        <Chip size="small" label={t(`portfolio.filters.${project.category}`)} sx={{ mb: 1 }} />
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t(`portfolio.projects.${project.key}.description`)}
        </Typography>
      </Box>
    </Card>
  );
}
