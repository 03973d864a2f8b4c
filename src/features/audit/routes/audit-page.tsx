import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { EmptyState } from '@/components/data-table/table-states';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageTitle } from '@/components/page-title';
import { auditList } from '../api/lists';
import { auditQueries, fetchAuditEntries } from '../api/queries';
import { useAuditColumns } from '../components/audit-columns';
import { AuditFilters } from '../components/audit-filters';

/** The audit trail (docs/api.md, "Audit trail"): every write made through the API, newest first. */
export function Component() {
  const { t } = useTranslation('audit');
  const { table, query } = useServerTable(auditList, auditQueries.list);
  const columns = useAuditColumns();
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <DataTable
          label={t('title')}
          columns={columns}
          rows={query.data?.entries}
          total={query.data?.total ?? 0}
          getRowId={(e) => e.id}
          table={table}
          query={query}
          searchLabel={t('search')}
          filters={<AuditFilters table={table} />}
          empty={table.filtered ? undefined : <EmptyState title={t('empty.title')} body={t('empty.body')} />}
          exportFileName="audit-trail.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchAuditEntries({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.entries,
                total: r.total,
              })),
            )
          }
        />
      </Card>
    </>
  );
}
