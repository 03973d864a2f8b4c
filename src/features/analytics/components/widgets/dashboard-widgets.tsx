import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsQueries } from '../../api/queries';
import { CampaignCard } from './campaign-card';
import { DailySalesCard } from './daily-sales-card';
import { EarningReportsCard } from './earning-reports-card';
import { SalesOverviewCard } from './sales-overview-card';
import { SourcesCard } from './sources-card';
import { SupportCard } from './support-card';
import { TimelineCard } from './timeline-card';
import { TrafficCard } from './traffic-card';
import { WelcomeCard } from './welcome-card';
import type { WidgetState } from './widget-state';
import { retryOf } from '@/lib/retry-of';

/**
 * The dashboard's widgets (docs/api.md, "Dashboards"): one call feeds them all; each shows its own state.
 * `children` (the projects' chart and figures, from their own call) close the grid beside the support tracker.
 */
export function DashboardWidgets({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const query = useQuery(analyticsQueries.dashboard(i18n.resolvedLanguage ?? i18n.language));
  const state: WidgetState = {
    data: query.data,
    onRetry: retryOf(query),
  };
  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WelcomeCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TrafficCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <DailySalesCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <SalesOverviewCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <EarningReportsCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SourcesCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CampaignCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <TimelineCard {...state} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SupportCard {...state} />
      </Grid>
      {children}
    </Grid>
  );
}
