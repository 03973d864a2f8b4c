import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The tabs and accordions' shape while the groups load. */
export function FaqSkeleton() {
  const { t } = useTranslation('faq');
  return (
    <Grid container spacing={4} role="status" aria-label={t('loading')} aria-busy="true">
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} sx={{ mb: 1 }} />
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>
        <Box sx={{ display: 'flex', gap: 2, mb: 3 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="60%" />
          </Box>
        </Box>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 1 }} />
        ))}
      </Grid>
    </Grid>
  );
}
