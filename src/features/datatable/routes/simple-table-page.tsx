import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/data-table/table-states';
import { PageTitle } from '@/components/page-title';
import { datatableQueries } from '../api/queries';
import { latestSales } from '../api/sales-summaries';
import { BasicSalesTable } from '../components/simple-tables/basic-sales-table';
import { CategorySalesTable } from '../components/simple-tables/category-sales-table';
import { PaymentSummaryTable } from '../components/simple-tables/payment-summary-table';
import { StickySalesTable } from '../components/simple-tables/sticky-sales-table';

/** Plain MUI tables (basic, dense with a caption, sticky header, collapsible rows) over the sales list. */
export function Component() {
  const { t } = useTranslation('tables');
  const query = useQuery(datatableQueries.sales());
  const rows = query.data;

  const content = () => {
    if (query.isError && !rows)
      return (
        <Card>
          <ErrorState onRetry={() => void query.refetch()} />
        </Card>
      );
    if (!rows) {
      return (
        <Grid container spacing={3} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, xl: 6 }}>
              <Skeleton variant="rounded" height={360} />
            </Grid>
          ))}
        </Grid>
      );
    }
    if (rows.length === 0)
      return (
        <Card>
          <EmptyState />
        </Card>
      );
    return (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, xl: 6 }}>
          <BasicSalesTable rows={latestSales(rows, 5)} />
        </Grid>
        <Grid size={{ xs: 12, xl: 6 }}>
          <PaymentSummaryTable rows={rows} />
        </Grid>
        <Grid size={{ xs: 12, xl: 6 }}>
          <StickySalesTable rows={rows} />
        </Grid>
        <Grid size={{ xs: 12, xl: 6 }}>
          <CategorySalesTable rows={rows} />
        </Grid>
      </Grid>
    );
  };

  return (
    <>
      <PageTitle title={t('simpleTable.title')} subtitle={t('simpleTable.subtitle')} />
      {content()}
    </>
  );
}
