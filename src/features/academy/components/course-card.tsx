import AccessTime from '@mui/icons-material/AccessTimeOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StarRating } from '@/components/star-rating';
import { TonalChip } from '@/components/tonal-chip';
import { useFormatters } from '@/lib/use-formatters';
import { courseDetailsPath } from '../api/course-link';
import type { Course } from '../api/types';
import { CourseLogo } from './course-logo';

export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const done = course.completedTasks === course.totalTasks;
  const started = course.completedTasks > 0;
  const titleId = `course-${course.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <CourseLogo logo={course.logo} color={course.color} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <TonalChip label={t(`tags.${course.tags}`)} tone={course.color} dot={false} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {fmt.number(course.rating, { minimumFractionDigits: 1 })}
            </Typography>
            <StarRating value={1} max={1} size="small" />
            <Typography variant="body2" color="textSecondary">
              {t('card.ratingCount', { count: course.ratingCount, formatted: fmt.number(course.ratingCount) })}
            </Typography>
          </Box>
        </Box>
        <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {course.courseTitle}
        </Typography>
        <Typography variant="body2" color="textSecondary" dir="auto" sx={{ flex: 1 }}>
          {course.desc}
        </Typography>
        <Typography variant="body2">{t('card.by', { name: course.user })}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <AccessTime fontSize="small" aria-hidden />
          <Typography variant="body2">{t('card.duration', { time: course.time })}</Typography>
        </Box>
        {done ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
            <CheckCircle fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
              {t('card.completed')}
            </Typography>
          </Box>
        ) : (
          <Box>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
              {t('card.progress', {
                count: course.completedTasks,
                done: fmt.number(course.completedTasks),
                total: fmt.number(course.totalTasks),
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(course.completedTasks / course.totalTasks) * 100}
              aria-label={t('card.progressOf', { title: course.courseTitle })}
              sx={{ blockSize: 8, borderRadius: 4 }}
            />
          </Box>
        )}
        <Button
          component={RouterLink}
          to={courseDetailsPath(course.id)}
          variant={done ? 'outlined' : 'contained'}
          aria-label={t(done ? 'card.reviewOf' : started ? 'card.continueOf' : 'card.startOf', {
            title: course.courseTitle,
          })}
        >
          {t(done ? 'card.review' : started ? 'card.continue' : 'card.start')}
        </Button>
      </CardContent>
    </Card>
  );
}
