import Paid from '@mui/icons-material/PaidOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { useFormatters } from '@/lib/use-formatters';
import { monthPoints } from '../api/dashboard-data';
import type { EcommerceDashboard } from '../api/dashboard-types';
import { ecommerceQueries } from '../api/queries';
import { DashboardCharts } from '../components/dashboard-charts';
import { RecentOrdersCard, TopProductsCard } from '../components/dashboard-lists';
import { PageTitle } from '@/components/page-title';
import { StatCard } from '@/components/stat-card';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const dashboard = useQuery(ecommerceQueries.dashboard());
  // A query result arrives as a synchronous store update: the page draws it in a deferred, interruptible render.
  const data = useDeferredValue(dashboard.data);
  const title = <PageTitle title={t('titles.dashboard')} subtitle={t('dashboard.subtitle')} />;
  if (dashboard.isError)
    return (
      <>
        {title}
        <Card>
          <ErrorState onRetry={() => void dashboard.refetch()} />
        </Card>
      </>
    );
  return (
    <>
      {title}
      <DashboardBody dashboard={data} />
    </>
  );
}

/**
 * Memoised on the deferred answer: each change of the query's state renders the page at once with the previous
 * answer, which this skips, so the cards render once, in the deferred render (docs/performance.md, "First
 * render: fewer components").
 */
const DashboardBody = memo(function DashboardBody({ dashboard }: { dashboard?: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  // While loading, the same cards are drawn with placeholders of their final size, so nothing moves.
  const loading = !dashboard;
  const totals = dashboard?.totals;
  const cards = [
    {
      label: t('dashboard.revenue'),
      value: fmt.compactMoney(dashboard?.revenue ?? 0),
      icon: <Paid />,
      tone: 'primary' as const,
    },
    {
      label: t('dashboard.orders'),
      value: fmt.number(totals?.orders ?? 0),
      icon: <ShoppingCart />,
      tone: 'info' as const,
    },
    {
      label: t('dashboard.customers'),
      value: fmt.number(totals?.customers ?? 0),
      icon: <People />,
      tone: 'success' as const,
    },
    {
      label: t('dashboard.products'),
      value: fmt.number(totals?.products ?? 0),
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
        <DashboardCharts months={dashboard && monthPoints(dashboard.months)} statuses={dashboard?.statuses} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TopProductsCard products={dashboard?.topProducts} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RecentOrdersCard orders={dashboard?.recentOrders} />
      </Grid>
    </Grid>
  );
});
