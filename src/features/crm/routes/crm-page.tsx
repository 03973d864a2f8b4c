import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { crmQueries } from '../api/queries';
import { EarningsCard, RevenueGrowthCard, SalesCard } from '../components/crm-charts';
import { ActivityCard, CountriesCard, ProjectsCard, TransactionsCard } from '../components/crm-lists';
import type { WidgetState } from '../components/widget-state';
import { retryOf } from '@/lib/retry-of';

/** The CRM dashboard (docs/api.md, "Dashboards"): one call feeds every widget; each shows its own state. */
export function Component() {
  const { t, i18n } = useTranslation('crm');
  const query = useQuery(crmQueries.dashboard(i18n.resolvedLanguage ?? i18n.language));
  const state: WidgetState = {
    data: query.data,
    onRetry: retryOf(query),
  };
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SalesCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <RevenueGrowthCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <EarningsCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <CountriesCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 8 }}>
          <ActivityCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ProjectsCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <TransactionsCard {...state} />
        </Grid>
      </Grid>
    </>
  );
}
