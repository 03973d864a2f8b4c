import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ErrorState } from '@/components/data-table/table-states';
import { useServerTable } from '@/components/data-table/use-server-table';
import { analyticsQueries } from '../api/queries';
import { projectList } from '../api/lists';
import { PageTitle } from '@/components/page-title';
import { ProgressChart } from '../components/progress-chart';
import { useProjectColumns } from '../components/project-columns';
import { ProjectStats } from '../components/project-stats';
import { DashboardWidgets } from '../components/widgets/dashboard-widgets';
import { summarize } from '../components/project-summary';

/** The API caps a page at 100 rows and holds 20 projects: one call gives the whole portfolio for the cards. */
const everyProject = { itemsPerPage: 100 };

export function Component() {
  const { t } = useTranslation('analytics');
  const { table, query } = useServerTable(projectList, analyticsQueries.projects);
  const all = useQuery(analyticsQueries.projects(everyProject));
  const summary = useMemo(() => all.data && summarize(all.data.projects), [all.data]);
  const columns = useProjectColumns();
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <DashboardWidgets>
        {all.isError ? (
          <Grid size={{ xs: 12, lg: 6 }}>
            <Card sx={{ blockSize: '100%', display: 'grid', alignItems: 'center' }}>
              <ErrorState onRetry={() => void all.refetch()} />
            </Card>
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ProgressChart summary={summary} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <ProjectStats summary={summary} />
            </Grid>
          </>
        )}
      </DashboardWidgets>
      <Card>
        <DataTable
          label={t('table.title')}
          columns={columns}
          rows={query.data?.projects}
          total={query.data?.totalProjects ?? 0}
          getRowId={(p) => p.id}
          table={table}
          query={query}
          searchLabel={t('table.search')}
          skeletonRowHeight={65}
        />
      </Card>
    </>
  );
}
