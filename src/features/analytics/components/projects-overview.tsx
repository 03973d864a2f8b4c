import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorState } from '@/components/data-table/table-states';
import { analyticsQueries } from '../api/queries';
import { ProgressChart } from './progress-chart';
import { ProjectStats } from './project-stats';
import { summarize } from './project-summary';

/** The API caps a page at 100 rows and holds 20 projects: one call gives the whole portfolio for the cards. */
const everyProject = { itemsPerPage: 100 };

/** The portfolio's chart and figures, as grid items: an error with a retry in their place when the call fails. */
export function ProjectsOverview() {
  const all = useQuery(analyticsQueries.projects(everyProject));
  const summary = useMemo(() => all.data && summarize(all.data.projects), [all.data]);
  if (all.isError)
    return (
      <Grid size={{ xs: 12, lg: 6 }}>
        <Card sx={{ blockSize: '100%', display: 'grid', alignItems: 'center' }}>
          <ErrorState onRetry={() => void all.refetch()} />
        </Card>
      </Grid>
    );
  return (
    <>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ProgressChart summary={summary} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <ProjectStats summary={summary} />
      </Grid>
    </>
  );
}
