import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { routes } from '@/config/paths';
import { academyQueries } from '../api/queries';
import { TimeSpentCard, TopicsCard } from '../components/dashboard/academy-charts';
import { AssignmentsCard, InstructorsCard, TopCoursesCard, WebinarCard } from '../components/dashboard/academy-lists';
import { CourseFigures, CourseProgress } from '../components/dashboard/course-summary';
import { WelcomeCard } from '../components/dashboard/welcome-card';
import type { WidgetState } from '../components/dashboard/widget-state';
import { retryOf } from '@/lib/retry-of';

/**
 * The academy dashboard (docs/academy.md): one call feeds the learner's widgets, each showing its own state; the
 * figures from the course list (above and below them) keep their own query.
 */
export function Component() {
  const { t, i18n } = useTranslation('academy');
  const query = useQuery(academyQueries.dashboard(i18n.resolvedLanguage ?? i18n.language));
  const state: WidgetState = {
    data: query.data,
    onRetry: retryOf(query),
  };
  return (
    <>
      <PageTitle
        title={t('titles.dashboard')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Button component={RouterLink} to={routes['apps-academy-my-course']} variant="contained">
            {t('dashboard.allCourses')}
          </Button>
        }
      />
      <CourseFigures />
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <WelcomeCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TimeSpentCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 8 }}>
          <TopicsCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <InstructorsCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TopCoursesCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <WebinarCard {...state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <AssignmentsCard {...state} />
        </Grid>
      </Grid>
      <CourseProgress />
    </>
  );
}
