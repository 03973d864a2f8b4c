import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useServerTable } from '@/components/data-table/use-server-table';
import { ecommerceQueries, fetchReviews } from '../api/queries';
import { reviewList } from '../api/lists';
import { reviewStatuses } from '../api/values';
import type { Review } from '../api/types';
import { DeleteButton } from '../components/delete-button';
import { PageTitle } from '@/components/page-title';
import { useReviewColumns } from '../components/review-columns';
import { ReviewPublishButton } from '../components/review-publish-button';
import { ReviewSummary } from '../components/review-summary';
import { useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useDeleteRecord } from '../api/mutations';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { table, query } = useServerTable(reviewList, ecommerceQueries.reviews);
  const columns = useReviewColumns();
  const del = useDeleteFlow<Review>(useDeleteRecord('reviews'), (r) =>
    t('reviews.name', { reviewer: r.reviewer, product: r.product }),
  );
  return (
    <>
      <PageTitle title={t('titles.manageReview')} subtitle={t('reviews.subtitle')} />
      <ReviewSummary />
      <Card>
        <DataTable
          label={t('titles.manageReview')}
          columns={columns}
          rows={query.data?.reviews}
          total={query.data?.total ?? 0}
          getRowId={(r) => r.id}
          table={table}
          query={query}
          skeletonRowHeight={116}
          searchLabel={t('reviews.search')}
          filters={
            <FilterSelect
              label={t('fields.status')}
              allLabel={t('filters.all')}
              value={table.state.filters.status ?? ''}
              options={reviewStatuses.map((s) => ({ value: s, label: t(`status.review.${s}`) }))}
              onChange={(v) => table.setFilter('status', v)}
            />
          }
          exportFileName="reviews.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchReviews({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.reviews,
                total: r.total,
              })),
            )
          }
          rowActions={(r) => (
            <>
              <ReviewPublishButton review={r} />
              <DeleteButton
                name={t('reviews.name', { reviewer: r.reviewer, product: r.product })}
                onClick={() => del.ask(r)}
              />
            </>
          )}
        />
      </Card>
      {del.dialog}
    </>
  );
}
