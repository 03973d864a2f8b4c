import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { usersQueries } from '../api/queries';
import type { UserDetail } from '../api/types';

const tone = (progress: number) => (progress >= 75 ? 'success' : progress >= 40 ? 'primary' : 'warning');

/** The projects the user works on, each with its client, its tasks done and a progress bar. */
export function UserProjectsCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const query = useQuery(usersQueries.projects(String(user.id)));
  return (
    <WidgetCard
      title={t('overview.projects')}
      subtitle={t('overview.totals', { tasks: fmt.number(user.taskDone), projects: fmt.number(user.projectDone) })}
      height={280}
      loading={query.isPending}
      onRetry={query.isError ? () => void query.refetch() : undefined}
    >
      <Stack component="ul" spacing={2.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {query.data?.projects.map((p) => (
          <li key={p.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                <Typography variant="caption" color="textSecondary">
                  {t('overview.projectLine', {
                    client: p.client,
                    done: fmt.number(p.tasksDone),
                    tasks: fmt.number(p.tasks),
                    due: fmt.date(p.due),
                  })}
                </Typography>
              </div>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {fmt.percent(p.progress / 100)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={p.progress}
              color={tone(p.progress)}
              aria-label={t('overview.progressOf', { name: p.name })}
              sx={{ blockSize: 8, borderRadius: 4 }}
            />
          </li>
        ))}
      </Stack>
    </WidgetCard>
  );
}
