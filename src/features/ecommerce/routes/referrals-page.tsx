import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { useServerTable } from '@/components/data-table/use-server-table';
import { ecommerceQueries, fetchReferrals } from '../api/queries';
import { referralList } from '../api/lists';
import { PageTitle } from '@/components/page-title';
import { useReferralColumns } from '../components/referral-columns';
import { ReferralStats } from '../components/referral-stats';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { table, query } = useServerTable(referralList, ecommerceQueries.referrals);
  const columns = useReferralColumns();
  return (
    <>
      <PageTitle title={t('titles.referrals')} subtitle={t('referrals.subtitle')} />
      <ReferralStats />
      <Card>
        <DataTable
          label={t('titles.referrals')}
          columns={columns}
          rows={query.data?.referrals}
          total={query.data?.total ?? 0}
          getRowId={(r) => r.id}
          table={table}
          query={query}
          exportFileName="referrals.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchReferrals({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.referrals,
                total: r.total,
              })),
            )
          }
        />
      </Card>
    </>
  );
}
