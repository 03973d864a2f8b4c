import Close from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@/lib/i18n/languages';
import { formatMinutesAgo } from './relative-time';
import type { AppNotification } from './sample-notifications';

interface Props {
  notification: AppNotification;
  onToggleRead: () => void;
  onRemove: () => void;
}

export function NotificationItem({ notification: n, onToggleRead, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const Icon = n.icon;
  const title = t(`notifications.items.${n.key}.title`);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        px: 2.5,
        py: 1.75,
        borderBlockEnd: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
        '&:hover .notification-remove, &:focus-within .notification-remove': { opacity: 1 },
      }}
    >
      <Avatar
        sx={{
          inlineSize: 38,
          blockSize: 38,
          fontSize: 14,
          fontWeight: 600,
          color: `${n.color}.main`,
          bgcolor: `rgba(var(--mui-palette-${n.color}-mainChannel) / 0.16)`,
        }}
      >
        {Icon ? <Icon fontSize="small" /> : n.initials}
      </Avatar>
      <Box sx={{ flex: 1, minInlineSize: 0 }}>
        <Typography id={`${n.id}-title`} sx={{ fontSize: 15, fontWeight: n.read ? 500 : 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {t(`notifications.items.${n.key}.body`)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.disabled', display: 'block', mt: 0.5 }}>
          {formatMinutesAgo(n.minutesAgo, intlLocaleOf(i18n.language))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
        <Hint title={t(n.read ? 'notifications.markUnread' : 'notifications.markRead')}>
          <IconButton
            size="small"
            onClick={onToggleRead}
            aria-label={t(n.read ? 'notifications.markUnread' : 'notifications.markRead')}
            aria-describedby={`${n.id}-title`}
          >
            <Box
              component="span"
              sx={{
                inlineSize: 10,
                blockSize: 10,
                borderRadius: '50%',
                bgcolor: n.read ? 'transparent' : 'primary.main',
                border: 2,
                borderColor: n.read ? 'text.disabled' : 'primary.main',
              }}
            />
          </IconButton>
        </Hint>
        <IconButton
          size="small"
          className="notification-remove"
          onClick={onRemove}
          aria-label={t('notifications.remove')}
          aria-describedby={`${n.id}-title`}
          sx={{ opacity: { xs: 1, md: 0 }, transition: 'opacity .15s' }}
        >
          <Close sx={{ fontSize: 18 }} />
        </IconButton>
      </Box>
    </Box>
  );
}
