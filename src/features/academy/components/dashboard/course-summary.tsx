import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Star from '@mui/icons-material/StarBorderOutlined';
import Timelapse from '@mui/icons-material/TimelapseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { spreadRows } from '@/components/charts/widget-card';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { StatCardRow } from '@/components/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { courseDetailsPath } from '../../api/course-link';
import { summariseLearning } from '../../api/learning-summary';
import { allCoursesQuery } from '../../api/queries';
import { CourseLogo } from '../course-logo';

/** The figures derived from the whole course list (api/learning-summary.ts); each part shows its own states. */
function useCourseSummary() {
  const { data, isPending, isError, refetch } = useQuery(allCoursesQuery());
  const s = useMemo(() => (data ? summariseLearning(data.courses) : null), [data]);
  return { s, isPending, error: isError ? () => void refetch() : undefined };
}

function SummaryError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card sx={{ mb: 3 }}>
      <ErrorState onRetry={onRetry} />
    </Card>
  );
}

/** Courses, completed, in progress, average rating. */
export function CourseFigures() {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const { s, isPending, error } = useCourseSummary();
  if (error) return <SummaryError onRetry={error} />;
  return (
    <StatCardRow
      loading={isPending}
      cards={[
        { label: t('dashboard.total'), value: fmt.number(s?.total ?? 0), icon: <MenuBook />, tone: 'primary' },
        {
          label: t('dashboard.completed'),
          value: fmt.number(s?.completed ?? 0),
          icon: <CheckCircle />,
          tone: 'success',
        },
        {
          label: t('dashboard.inProgress'),
          value: fmt.number(s?.inProgress ?? 0),
          icon: <Timelapse />,
          tone: 'info',
        },
        {
          label: t('dashboard.rating'),
          value: fmt.number(s?.averageRating ?? 0, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
          icon: <Star />,
          tone: 'warning',
        },
      ]}
    />
  );
}

const percent = (done: number, total: number) => (total ? (done / total) * 100 : 0);

/** Progress by category, and the started courses closest to the end. */
export function CourseProgress() {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const { s, error } = useCourseSummary();
  if (error) return <SummaryError onRetry={error} />;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card
          component="section"
          aria-labelledby="academy-by-tag"
          sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column' }}
        >
          <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <Typography id="academy-by-tag" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('dashboard.byTag')}
            </Typography>
            {s ? (
              // Beside the taller "continue" card, the rows share the height.
              <Box sx={spreadRows}>
                {s.byTag.map((row) => (
                  <Box key={row.tag} sx={{ mb: 2 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2">{t(`tags.${row.tag}`)}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {fmt.percent(row.totalTasks ? row.completedTasks / row.totalTasks : 0)}
                      </Typography>
                    </Box>
                    <LinearProgress
                      variant="determinate"
                      value={percent(row.completedTasks, row.totalTasks)}
                      aria-label={t('dashboard.tagProgress', { tag: t(`tags.${row.tag}`) })}
                      sx={{ mt: 0.5, blockSize: 8, borderRadius: 4 }}
                    />
                  </Box>
                ))}
              </Box>
            ) : (
              Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="text" height={36} />)
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="academy-continue" sx={{ blockSize: '100%' }}>
          <CardContent>
            <Typography id="academy-continue" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('dashboard.continueNext')}
            </Typography>
            {s
              ? s.continueNext.map((c) => (
                  <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
                    <Box sx={{ inlineSize: 56, flexShrink: 0 }}>
                      <CourseLogo logo={c.logo} color={c.color} height={56} />
                    </Box>
                    <Box sx={{ flex: 1, minInlineSize: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{c.courseTitle}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {t('card.progress', {
                          count: c.completedTasks,
                          done: fmt.number(c.completedTasks),
                          total: fmt.number(c.totalTasks),
                        })}
                      </Typography>
                      <LinearProgress
                        variant="determinate"
                        value={percent(c.completedTasks, c.totalTasks)}
                        aria-label={t('card.progressOf', { title: c.courseTitle })}
                        sx={{ mt: 0.5, borderRadius: 4 }}
                      />
                    </Box>
                    <Button
                      component={RouterLink}
                      to={courseDetailsPath(c.id)}
                      aria-label={t('card.continueOf', { title: c.courseTitle })}
                    >
                      {t('card.continue')}
                    </Button>
                  </Box>
                ))
              : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 2 }} />)}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
