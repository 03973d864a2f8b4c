import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { PageTitle } from '@/components/page-title';
import { chartsQuery } from '../api/queries';
import { BasketsScatter, GoalGauge, ShareChart, SkillsRadar } from '../components/share-charts';
import { ChannelsChart, FinanceChart, OrdersChart, VisitorsSparkline } from '../components/trend-charts';

const wide = { xs: 12, lg: 8 } as const;
const narrow = { xs: 12, md: 6, lg: 4 } as const;
const half = { xs: 12, md: 6 } as const;

/**
 * /charts: the kinds of chart the dashboards use, over GET /api/pages/charts in the reader's language.
 * @mui/x-charts ships in this route's chunks only (docs/decisions.md, "Charts gallery").
 */
export function Component() {
  const { t } = useTranslation('charts');
  const query = useQuery(chartsQuery);
  // The charts draw in a deferred render: the title and placeholders paint first (as the e-commerce dashboard).
  const data = useDeferredValue(query.data);
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      {query.isError ? (
        <Card>
          <ErrorState onRetry={() => void query.refetch()} />
        </Card>
      ) : !data ? (
        <Grid container spacing={3} aria-busy>
          {[wide, narrow, half, half].map((size, i) => (
            <Grid key={i} size={size}>
              <Skeleton variant="rounded" height={380} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Grid container spacing={3}>
          <Grid size={wide}>
            <FinanceChart data={data} area={false} />
          </Grid>
          <Grid size={narrow}>
            <ShareChart shares={data.devices} donut={false} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <ShareChart shares={data.payments} donut />
          </Grid>
          <Grid size={wide}>
            <FinanceChart data={data} area />
          </Grid>
          <Grid size={half}>
            <OrdersChart data={data} />
          </Grid>
          <Grid size={half}>
            <ChannelsChart data={data} />
          </Grid>
          <Grid size={narrow}>
            <SkillsRadar data={data} />
          </Grid>
          <Grid size={narrow}>
            <GoalGauge data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <VisitorsSparkline data={data} />
          </Grid>
          <Grid size={12}>
            <BasketsScatter data={data} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
