import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { PageTab } from '../api/page-tabs';

const layouts: Record<PageTab, Array<{ size: Record<string, number>; height: number }>> = {
  profile: [
    { size: { xs: 12, md: 5, lg: 4 }, height: 560 },
    { size: { xs: 12, md: 7, lg: 8 }, height: 560 },
  ],
  teams: Array.from({ length: 6 }, () => ({ size: { xs: 12, lg: 6 }, height: 220 })),
  projects: Array.from({ length: 6 }, () => ({ size: { xs: 12, sm: 6, lg: 4 }, height: 470 })),
  connections: Array.from({ length: 6 }, () => ({ size: { xs: 12, sm: 6, lg: 4 }, height: 360 })),
};

/** Placeholders with the loaded cards' sizes, so the page does not jump when the tab's data arrives. */
export function TabSkeleton({ tab }: { tab: PageTab }) {
  const { t } = useTranslation('profile');
  return (
    <Grid container spacing={3} aria-busy aria-label={t('loading')} role="status">
      {layouts[tab].map((cell, i) => (
        <Grid key={i} size={cell.size}>
          <Skeleton variant="rounded" height={cell.height} />
        </Grid>
      ))}
    </Grid>
  );
}
