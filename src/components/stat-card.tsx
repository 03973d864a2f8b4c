import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid, { type GridSize } from '@mui/material/Grid';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  tone?: StatTone;
  loading?: boolean;
}

/** Two to a row on a phone, so the figures stay side by side; the skeleton keeps the loaded height. */
export function StatCard({ label, value, hint, icon, tone = 'primary', loading }: StatCardProps) {
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          alignItems: 'start',
          columnGap: { xs: 1, sm: 2 },
          // On a phone the figure takes the whole width under the label and the icon.
          '& > .value, & > .hint': { gridColumn: { xs: '1 / -1', sm: '1' } },
          '& > .value': { gridRow: 2 },
          '& > .hint': { gridRow: 3 },
        }}
      >
        <Typography variant="body2" color="textSecondary" sx={{ gridColumn: 1, gridRow: 1, alignSelf: 'center' }}>
          {label}
        </Typography>
        <Avatar
          variant="rounded"
          aria-hidden
          sx={(theme) => ({
            gridColumn: 2,
            gridRow: { xs: '1', sm: '1 / span 3' },
            inlineSize: { xs: 32, sm: 40 },
            blockSize: { xs: 32, sm: 40 },
            '& svg': { fontSize: { xs: 20, sm: 24 } },
            bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
            color: `${tone}.main`,
          })}
        >
          {icon}
        </Avatar>
        <Typography
          className="value"
          variant="h5"
          component="p"
          sx={{ my: 0.5, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          noWrap
        >
          {loading ? <Skeleton width="60%" /> : value}
        </Typography>
        {hint && (
          <Typography className="hint" variant="caption" color="textSecondary" component="p">
            {loading ? <Skeleton width="80%" /> : hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** What stands in for a block of figures that could not be loaded: the error, with a retry. */
export function StatsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {t('errors.stats')}
    </Alert>
  );
}

type FiguresQuery = Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;

/**
 * A row's state from the queries its figures come from: one failed query makes every figure doubtful, so the row
 * shows the error (with a retry of the failed ones) until a retry brings them all; while retrying it is loading.
 */
export function figuresState(queries: readonly FiguresQuery[]) {
  const failed = queries.filter((q) => q.isError);
  const retrying = failed.some((q) => q.isFetching);
  return {
    loading: retrying || queries.some((q) => q.isPending),
    onRetry: failed.length > 0 && !retrying ? () => failed.forEach((q) => void q.refetch()) : undefined,
  };
}

type Breakpoints = Partial<Record<'xs' | 'sm' | 'md' | 'lg', GridSize>>;

/**
 * A row of stat cards: two to a row on phones, four on large screens unless `size` says otherwise. When the
 * figures could not be loaded (`onRetry` given), an error with a retry stands in for cards that would lie.
 */
export function StatCardRow({
  cards,
  loading,
  onRetry,
  size = { xs: 6, lg: 3 },
}: {
  cards: Omit<StatCardProps, 'loading'>[];
  loading?: boolean;
  onRetry?: () => void;
  size?: Breakpoints;
}) {
  if (onRetry) return <StatsError onRetry={onRetry} />;
  return (
    <Grid container spacing={3} sx={{ mb: 3 }} aria-busy={loading}>
      {cards.map((c) => (
        <Grid key={c.label} size={size}>
          <StatCard {...c} loading={loading} />
        </Grid>
      ))}
    </Grid>
  );
}
