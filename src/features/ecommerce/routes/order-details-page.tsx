import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { href } from '@/config/paths';
import { toDate } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import { orderLines, shippingSteps } from '../api/order-details';
import { ecommerceQueries } from '../api/queries';
import type { Order } from '../api/types';
import { DeleteSelectedButton } from '../components/delete-selected-button';
import { NotFoundCard } from '@/components/not-found-card';
import { OrderCustomerCard } from '../components/order-customer-card';
import { OrderItemsCard } from '../components/order-items-card';
import { PageTitle } from '@/components/page-title';
import { ShippingTimeline } from '../components/shipping-timeline';
import { OrderStatusSelect } from '../components/order-status-select';
import { StatusChip } from '../components/status-chip';
import { useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useDeleteRecord } from '../api/mutations';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { id = '' } = useParams();
  const order = useQuery(ecommerceQueries.order(id));
  const products = useQuery(ecommerceQueries.products({ itemsPerPage: 100 }));
  const back = href('apps-ecommerce-order-list');

  if (order.isError || products.isError)
    return (
      <Card>
        <ErrorState onRetry={() => void Promise.all([order.refetch(), products.refetch()])} />
      </Card>
    );
  if (order.isPending || products.isPending) return <DetailsSkeleton />;
  if (!order.data)
    return (
      <NotFoundCard
        title={t('notFound.order')}
        body={t('notFound.orderBody', { id })}
        backTo={back}
        backLabel={t('orders.back')}
      />
    );
  return <OrderDetails order={order.data} lines={orderLines(order.data, products.data.products)} />;
}

function OrderDetails({ order, lines }: { order: Order; lines: ReturnType<typeof orderLines> }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const navigate = useNavigate();
  const del = useDeleteFlow<Order>(
    useDeleteRecord('orders'),
    (o) => `#${o.order}`,
    () => navigate(href('apps-ecommerce-order-list')),
  );
  const placed = toDate(`${order.date} ${order.time}`) ?? toDate(order.date);
  return (
    <>
      <PageTitle
        title={t('orderDetails.title', { order: order.order })}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <StatusChip kind="payment" value={order.payment} />
            <StatusChip kind="order" value={order.status} />
            {placed ? fmt.dateTime(placed) : order.date}
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <OrderStatusSelect order={order} />
            <DeleteSelectedButton size="medium" label={t('orders.delete')} onClick={() => del.ask(order)} />
          </Box>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <OrderItemsCard lines={lines} total={order.spent} />
          <ShippingTimeline steps={shippingSteps(order, placed)} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <OrderCustomerCard order={order} />
        </Grid>
      </Grid>
      {del.dialog}
    </>
  );
}

/** The loaded page's blocks at their usual sizes (title, items, timeline, customer), so little moves. */
function DetailsSkeleton() {
  return (
    <Box aria-busy>
      <Box sx={{ mb: 3, blockSize: { xs: 112, sm: 70 } }}>
        <Skeleton variant="text" width={260} height={42} />
        <Skeleton variant="text" width={220} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Skeleton variant="rounded" height={480} />
          <Skeleton variant="rounded" height={400} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Skeleton variant="rounded" height={404} />
        </Grid>
      </Grid>
    </Box>
  );
}
