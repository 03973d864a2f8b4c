import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

export const courseCardSize = { xs: 12, sm: 6, lg: 4 } as const;

/** Placeholder cards shaped like the real ones, so the grid keeps its size when the courses arrive. */
export function CourseGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('data-table');
  return Array.from({ length: count }, (_, i) => (
    <Grid key={i} size={courseCardSize}>
      {i === 0 && (
        <Box role="status" sx={visuallyHidden}>
          {t('loading')}
        </Box>
      )}
      <Card variant="outlined" aria-hidden>
        <CardContent>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="text" width="40%" sx={{ mt: 1.5 }} />
          <Skeleton variant="text" height={32} />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={36} sx={{ mt: 1.5 }} />
        </CardContent>
      </Card>
    </Grid>
  ));
}
