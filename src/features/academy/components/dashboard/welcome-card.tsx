import School from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { useFormatters } from '@/lib/use-formatters';
import type { WidgetState } from './widget-state';

/** The learner's welcome: progress over every task, this week's hours against the goal, courses completed. */
export function WelcomeCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const l = data?.learner;
  const done = l ? l.completedTasks / l.totalTasks : 0;
  return (
    <Card sx={{ blockSize: '100%' }} aria-busy={!data && !onRetry}>
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, blockSize: '100%', boxSizing: 'border-box', display: 'grid', alignItems: 'center' }}
      >
        {onRetry ? (
          <ErrorState onRetry={onRetry} />
        ) : !l ? (
          <Skeleton variant="rounded" height={180} />
        ) : (
          <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 280px' }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('dashboard.welcome.title', { name: l.name })}
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                {t('dashboard.welcome.body', { percent: fmt.percent(done) })}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                {[
                  [
                    t('dashboard.welcome.hours'),
                    t('dashboard.welcome.hoursOfGoal', {
                      hours: fmt.number(l.hoursThisWeek),
                      goal: fmt.number(l.weeklyGoalHours),
                    }),
                  ],
                  [
                    t('dashboard.welcome.tasks'),
                    t('dashboard.welcome.tasksOf', {
                      done: fmt.number(l.completedTasks),
                      total: fmt.number(l.totalTasks),
                    }),
                  ],
                  [t('dashboard.welcome.completed'), fmt.number(l.completedCourses)],
                ].map(([term, value]) => (
                  <Box key={term} sx={{ borderInlineStart: 3, borderColor: 'primary.main', paddingInlineStart: 1.5 }}>
                    <Typography component="dt" variant="body2" color="textSecondary">
                      {term}
                    </Typography>
                    <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
            <Box sx={{ position: 'relative', display: 'inline-flex', mx: 'auto' }}>
              <CircularProgress
                variant="determinate"
                value={100}
                size={150}
                thickness={5}
                sx={{ color: 'action.hover', position: 'absolute' }}
                aria-hidden
              />
              <CircularProgress
                variant="determinate"
                value={done * 100}
                size={150}
                thickness={5}
                aria-label={t('dashboard.welcome.progress')}
              />
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
                <Box>
                  <School color="primary" aria-hidden />
                  <Typography variant="h5" component="p">
                    {fmt.percent(done)}
                  </Typography>
                </Box>
              </Box>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
