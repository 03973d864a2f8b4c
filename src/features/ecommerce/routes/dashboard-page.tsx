import Paid from '@mui/icons-material/PaidOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useQueries } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { useFormatters } from '@/lib/use-formatters';
import { monthlySales, ordersByStatus, topProducts } from '../api/dashboard-data';
import { ecommerceQueries } from '../api/queries';
import type { CustomerList, OrderList, ProductList, ReviewList } from '../api/types';
import { DashboardCharts } from '../components/dashboard-charts';
import { RecentOrdersCard, TopProductsCard } from '../components/dashboard-lists';
import { PageTitle } from '@/components/page-title';
import { StatCard } from '@/components/stat-card';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const [orders, customers, products, reviews, recent] = useQueries({
    queries: [
      ecommerceQueries.orders({ itemsPerPage: 100 }),
      ecommerceQueries.customers({ itemsPerPage: 1 }),
      ecommerceQueries.products({ itemsPerPage: 1 }),
      ecommerceQueries.reviews({ itemsPerPage: 100 }),
      ecommerceQueries.orders({ sortBy: 'date', orderBy: 'desc', itemsPerPage: 5 }),
    ],
  });
  const all = [orders, customers, products, reviews, recent];
  // Query results arrive as synchronous store updates: the page draws them in a deferred, interruptible render.
  const ordersData = useDeferredValue(orders.data);
  const customersData = useDeferredValue(customers.data);
  const productsData = useDeferredValue(products.data);
  const reviewsData = useDeferredValue(reviews.data);
  const recentData = useDeferredValue(recent.data);
  const title = <PageTitle title={t('titles.dashboard')} subtitle={t('dashboard.subtitle')} />;
  if (all.some((q) => q.isError))
    return (
      <>
        {title}
        <Card>
          <ErrorState onRetry={() => all.forEach((q) => q.isError && void q.refetch())} />
        </Card>
      </>
    );
  return (
    <>
      {title}
      <DashboardBody
        orders={ordersData}
        customers={customersData}
        products={productsData}
        reviews={reviewsData}
        recent={recentData}
      />
    </>
  );
}

interface Answers {
  orders?: OrderList;
  customers?: CustomerList;
  products?: ProductList;
  reviews?: ReviewList;
  recent?: OrderList;
}

/**
 * Memoised on the deferred answers: each change of a query's state renders the page at once with the previous
 * answers, which this skips, so the cards render once per answer, in the deferred render (docs/performance.md,
 * "First render: fewer components").
 */
const DashboardBody = memo(function DashboardBody({ orders, customers, products, reviews, recent }: Answers) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  // While loading, the same cards are drawn with placeholders of their final size, so nothing moves.
  const loading = !orders || !customers || !products || !reviews || !recent;
  const revenue = orders?.orders.reduce((s, o) => s + o.spent, 0) ?? 0;
  const cards = [
    { label: t('dashboard.revenue'), value: fmt.compactMoney(revenue), icon: <Paid />, tone: 'primary' as const },
    {
      label: t('dashboard.orders'),
      value: fmt.number(orders?.total ?? 0),
      icon: <ShoppingCart />,
      tone: 'info' as const,
    },
    {
      label: t('dashboard.customers'),
      value: fmt.number(customers?.total ?? 0),
      icon: <People />,
      tone: 'success' as const,
    },
    {
      label: t('dashboard.products'),
      value: fmt.number(products?.total ?? 0),
      icon: <Inventory />,
      tone: 'warning' as const,
    },
  ];
  return (
    <Grid container spacing={3} aria-busy={loading}>
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 6, lg: 3 }}>
          <StatCard {...c} loading={loading} />
        </Grid>
      ))}
      <Grid size={{ xs: 12 }}>
        <DashboardCharts
          months={orders && monthlySales(orders.orders)}
          statuses={orders && ordersByStatus(orders.orders)}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TopProductsCard products={reviews && topProducts(reviews.reviews)} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RecentOrdersCard orders={recent?.orders} />
      </Grid>
    </Grid>
  );
});
