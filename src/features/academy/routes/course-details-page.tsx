import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { InitialsAvatar } from '@/components/initials-avatar';
import { NotFoundCard } from '@/components/not-found-card';
import { PageTitle } from '@/components/page-title';
import { routes } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { academyQueries } from '../api/queries';
import { CourseContent } from '../components/course-content';
import { CourseFacts } from '../components/course-facts';
import { SafeHtml } from '@/components/safe-html';
import { VideoPlaceholder } from '../components/video-placeholder';

function DetailsSkeleton() {
  const { t } = useTranslation('data-table');
  return (
    <Box aria-busy>
      <Typography role="status" sx={{ mb: 2 }} color="textSecondary">
        {t('loading')}
      </Typography>
      <Grid container spacing={3} aria-hidden>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', blockSize: 'auto' }} />
          <Skeleton variant="text" height={40} sx={{ mt: 2 }} />
          <Skeleton variant="text" />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    </Box>
  );
}

export function Component() {
  const { t } = useTranslation('academy');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data, isPending, isError, error, refetch } = useQuery(academyQueries.details(id));
  if (isPending) return <DetailsSkeleton />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <NotFoundCard
        title={t('notFound.title')}
        body={t('notFound.body', { id })}
        backTo={routes['apps-academy-my-course']}
        backLabel={t('notFound.back')}
      />
    );
  }
  if (isError) {
    return (
      <>
        <PageTitle title={t('titles.courseDetails')} />
        <Card>
          <ErrorState onRetry={() => void refetch()} />
        </Card>
      </>
    );
  }
  const d = data;
  return (
    <>
      <PageTitle title={d.title} subtitle={t('details.by', { name: d.instructor })} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <VideoPlaceholder title={d.title} />
              <Box component="section" aria-labelledby="course-about">
                <Typography id="course-about" variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('details.about')}
                </Typography>
                <Typography color="textSecondary" dir="auto">
                  {d.about}
                </Typography>
              </Box>
              <Divider />
              <Box component="section" aria-labelledby="course-numbers">
                <Typography id="course-numbers" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {t('details.numbers')}
                </Typography>
                <CourseFacts details={d} />
              </Box>
              <Divider />
              <Box component="section" aria-labelledby="course-description">
                <Typography id="course-description" variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('details.description')}
                </Typography>
                <SafeHtml html={d.description} />
              </Box>
              <Divider />
              <Box component="section" aria-labelledby="course-instructor">
                <Typography id="course-instructor" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {t('details.instructor')}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <InitialsAvatar name={d.instructor} src={d.instructorAvatar} size={48} />
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{d.instructor}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {d.instructorPosition}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card component="section" aria-labelledby="course-content">
            <CardContent>
              <Typography id="course-content" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('content.heading')}
              </Typography>
              <CourseContent sections={d.content} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
