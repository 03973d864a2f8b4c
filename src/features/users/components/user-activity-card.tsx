import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { usersQueries } from '../api/queries';
import type { UserActivity } from '../api/user-work';

const dotColour: Record<UserActivity['kind'], string> = {
  taskDone: 'success.main',
  projectJoined: 'primary.main',
  fileShared: 'info.main',
  review: 'warning.main',
  signedIn: 'secondary.main',
};

/** The user's latest events, newest first, as a timeline with a dot per event (the API's words). */
export function UserActivityCard({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const query = useQuery(usersQueries.activity(String(userId)));
  const events = query.data?.activity ?? [];
  return (
    <WidgetCard
      title={t('overview.activity')}
      height={260}
      loading={query.isPending}
      onRetry={query.isError ? () => void query.refetch() : undefined}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {events.map((e, i) => (
          <Box
            component="li"
            key={e.id}
            sx={{
              position: 'relative',
              paddingInlineStart: 3,
              pb: i === events.length - 1 ? 0 : 2.5,
              marginInlineStart: 1,
              borderInlineStart: '2px solid',
              borderColor: i === events.length - 1 ? 'transparent' : 'divider',
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                insetInlineStart: -7,
                insetBlockStart: 2,
                inlineSize: 12,
                blockSize: 12,
                borderRadius: '50%',
                bgcolor: dotColour[e.kind],
                boxShadow: (theme) =>
                  `0 0 0 3px ${theme.vars?.palette.background.paper ?? theme.palette.background.paper}`,
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {e.text}
              </Typography>
              <Typography component="time" dateTime={e.at} variant="caption" color="textSecondary">
                {fmt.dateTime(e.at)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
