import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { figuresState, StatsError } from '@/components/stat-card';
import { StarRating } from '@/components/star-rating';
import { useFormatters } from '@/lib/use-formatters';
import { ecommerceQueries } from '../api/queries';

/** Average, distribution by star and the publication split, from every review. */
export function ReviewSummary() {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.reviewsSummary());
  const { data } = query;
  const { loading, onRetry } = figuresState([query]);
  const total = data?.total ?? 0;
  const stars = data?.stars ?? [];
  const avg = total ? stars.reduce((s, r) => s + r.star * r.count, 0) / total : 0;
  const published = data?.published ?? 0;
  // Placeholders of the loaded cards' heights at each width, so the table below does not move.
  if (onRetry) return <StatsError onRetry={onRetry} />;
  if (loading)
    return (
      <Grid container spacing={3} sx={{ mb: 3 }} aria-busy>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ blockSize: { xs: 271, sm: 147, md: 174 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ blockSize: 174 }} />
        </Grid>
      </Grid>
    );
  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ blockSize: '100%' }}>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Box sx={{ minInlineSize: 140 }}>
              <Typography variant="h3" component="p" color="primary">
                {fmt.number(avg, { maximumFractionDigits: 2 })}
              </Typography>
              <StarRating value={avg} label={t('reviews.stars', { count: Math.round(avg * 10) / 10 })} />
              <Typography variant="body2" color="textSecondary">
                {t('reviews.total', { count: total })}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minInlineSize: 200 }}>
              {stars.map(({ star, count: n }) => (
                <Box key={star} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="body2" sx={{ inlineSize: 64 }}>
                    {t('reviews.stars', { count: star })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={total ? (n * 100) / total : 0}
                    sx={{ flex: 1, blockSize: 8, borderRadius: 4 }}
                    aria-label={t('reviews.stars', { count: star })}
                  />
                  <Typography variant="body2" sx={{ inlineSize: 32, textAlign: 'end' }}>
                    {fmt.number(n)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ blockSize: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('reviews.statistics')}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {t('reviews.statisticsBody', { published, pending: total - published })}
            </Typography>
            <Typography variant="h4" component="p">
              {fmt.percent(total ? published / total : 0)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('reviews.publishedShare')}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
