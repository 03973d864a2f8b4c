import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { logisticsQueries } from '../api/queries';
import { ExceptionsCard, ShipmentsCard } from '../components/chart-cards';
import { FleetCard } from '../components/fleet-card';
import { OrdersCard } from '../components/orders-card';
import { OverviewCard } from '../components/overview-card';
import { PerformanceCard } from '../components/performance-card';
import { VehiclesCard } from '../components/vehicles-card';
import type { WidgetState } from '../components/widget-state';
import { retryOf } from '@/lib/retry-of';

/** The logistics dashboard (docs/api.md, "Dashboards"): one call feeds the widgets, the vehicles list has its own. */
export function Component() {
  const { t, i18n } = useTranslation('logistics');
  const query = useQuery(logisticsQueries.dashboard(i18n.resolvedLanguage ?? i18n.language));
  const state: WidgetState = {
    data: query.data,
    onRetry: retryOf(query),
  };
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <OverviewCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ShipmentsCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <PerformanceCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ExceptionsCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <OrdersCard {...state} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <FleetCard {...state} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <VehiclesCard />
        </Grid>
      </Grid>
    </>
  );
}
