import Event from '@mui/icons-material/EventOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { spreadRows, WidgetCard } from '@/components/charts/widget-card';
import { InitialsAvatar } from '@/components/initials-avatar';
import { useFormatters } from '@/lib/use-formatters';
import { courseDetailsPath } from '../../api/course-link';
import { CourseLogo } from '../course-logo';
import type { WidgetState } from './widget-state';

const rowSx = { display: 'flex', alignItems: 'center', gap: 2 } as const;
const factSx = { ...rowSx, alignItems: 'flex-start' } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 } as const;

/** The instructors whose courses have the most students. */
export function InstructorsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  return (
    <WidgetCard
      title={t('dashboard.instructors.title')}
      subtitle={t('dashboard.instructors.subtitle')}
      height={300}
      loading={!data}
      onRetry={onRetry}
    >
      <Box component="ul" aria-label={t('dashboard.instructors.title')} sx={listSx}>
        {data?.instructors.map((i) => (
          <Box component="li" key={i.name} sx={rowSx}>
            <InitialsAvatar name={i.name} size={38} />
            <Box sx={{ flex: 1, minInlineSize: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {i.name}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t(`tags.${i.tag}`)} ·{' '}
                {t('dashboard.instructors.courses', { count: i.courses, formatted: fmt.number(i.courses) })}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'end' }}>
              {t('dashboard.instructors.students', { count: i.students, formatted: fmt.number(i.students) })}
            </Typography>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}

/** Started courses closest to the end, each with a progress circle and a link to carry on. */
export function AssignmentsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  return (
    <WidgetCard
      title={t('dashboard.assignments.title')}
      subtitle={t('dashboard.assignments.subtitle')}
      height={300}
      grow
      loading={!data}
      onRetry={onRetry}
    >
      <Box component="ul" aria-label={t('dashboard.assignments.title')} sx={{ ...listSx, ...spreadRows }}>
        {data?.assignments.map((a) => {
          const percent = Math.round((a.completedTasks / a.totalTasks) * 100);
          return (
            <Box component="li" key={a.courseId} sx={rowSx}>
              <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
                <CircularProgress
                  variant="determinate"
                  value={percent}
                  size={48}
                  thickness={4}
                  color={a.color}
                  aria-label={t('card.progressOf', { title: a.title })}
                />
                <Typography
                  variant="caption"
                  aria-hidden
                  sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 600 }}
                >
                  {fmt.percent(percent / 100)}
                </Typography>
              </Box>
              <Box sx={{ flex: 1, minInlineSize: 0 }}>
                <Link
                  component={RouterLink}
                  to={courseDetailsPath(a.courseId)}
                  underline="hover"
                  color="text.primary"
                  variant="body2"
                  sx={{ fontWeight: 600, display: 'block' }}
                >
                  {a.title}
                </Link>
                <Typography variant="caption" color="textSecondary">
                  {t('card.progress', {
                    count: a.completedTasks,
                    done: fmt.number(a.completedTasks),
                    total: fmt.number(a.totalTasks),
                  })}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </WidgetCard>
  );
}

/** The most viewed courses. */
export function TopCoursesCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  return (
    <WidgetCard
      title={t('dashboard.topCourses.title')}
      subtitle={t('dashboard.topCourses.subtitle')}
      height={300}
      grow
      loading={!data}
      onRetry={onRetry}
    >
      <Box component="ol" aria-label={t('dashboard.topCourses.title')} sx={{ ...listSx, ...spreadRows }}>
        {data?.topCourses.map((c) => (
          <Box component="li" key={c.courseId} sx={rowSx}>
            <Box sx={{ inlineSize: 40, flexShrink: 0 }}>
              <CourseLogo logo={c.logo} color={c.color} height={40} />
            </Box>
            <Link
              component={RouterLink}
              to={courseDetailsPath(c.courseId)}
              underline="hover"
              color="text.primary"
              variant="body2"
              sx={{ flex: 1, minInlineSize: 0, fontWeight: 600 }}
            >
              {c.title}
            </Link>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
              <Visibility aria-hidden fontSize="small" />
              <Typography variant="body2">
                {t('dashboard.topCourses.views', {
                  count: c.views,
                  formatted: fmt.number(c.views, { notation: 'compact' }),
                })}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}

/** The next live session, with its date, length and course. */
export function WebinarCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const w = data?.webinar;
  return (
    <WidgetCard title={t('dashboard.webinar.title')} height={300} loading={!data} onRetry={onRetry}>
      {w && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, blockSize: '100%' }}>
          <Box
            aria-hidden
            sx={{
              blockSize: 96,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.contrastText',
              background:
                'linear-gradient(135deg, var(--mui-palette-primary-main), rgba(var(--mui-palette-primary-mainChannel) / 0.55))',
            }}
          >
            <Event sx={{ fontSize: 48 }} />
          </Box>
          <Box>
            <Typography variant="h6" component="h3">
              {w.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {w.description}
            </Typography>
          </Box>
          {/* Icons and labels level at the top: a date on two lines no longer pushes the duration down. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <Box sx={factSx}>
              <Event color="primary" aria-hidden />
              <Box>
                <Typography variant="caption" color="textSecondary" component="p">
                  {t('dashboard.webinar.date')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {fmt.date(w.startsAt, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })}
                </Typography>
              </Box>
            </Box>
            <Box sx={factSx}>
              <Schedule color="primary" aria-hidden />
              <Box>
                <Typography variant="caption" color="textSecondary" component="p">
                  {t('dashboard.webinar.duration')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('dashboard.webinar.minutes', { formatted: fmt.number(w.durationMinutes) })}
                </Typography>
              </Box>
            </Box>
          </Box>
          <Typography variant="body2">{t('dashboard.webinar.by', { name: w.instructor })}</Typography>
          <Button
            component={RouterLink}
            to={courseDetailsPath(w.courseId)}
            variant="contained"
            sx={{ mt: 'auto', alignSelf: 'start' }}
          >
            {t('dashboard.webinar.open')}
          </Button>
        </Box>
      )}
    </WidgetCard>
  );
}
