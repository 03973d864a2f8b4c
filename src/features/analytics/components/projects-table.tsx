import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useServerTable } from '@/components/data-table/use-server-table';
import { projectList } from '../api/lists';
import { analyticsQueries } from '../api/queries';
import { useProjectColumns } from './project-columns';

/** The projects, paged, searched and sorted by the API; its state lives in the URL, so only it renders again. */
export function ProjectsTable() {
  const { t } = useTranslation('analytics');
  const { table, query } = useServerTable(projectList, analyticsQueries.projects);
  const columns = useProjectColumns();
  return (
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
  );
}
