import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import Typography from '@mui/material/Typography';
import { type Dispatch, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavbarPanel } from '../navbar-panel';
import { NotificationItem } from './notification-item';
import type { NotificationAction } from './notifications-reducer';
import type { AppNotification } from './sample-notifications';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  items: AppNotification[];
  dispatch: Dispatch<NotificationAction>;
}

/** The notifications list, loaded on its first opening; the bell keeps the state. */
export function NotificationsPanel({ anchor, onClose, items, dispatch }: Props) {
  const { t } = useTranslation();
  const unread = items.filter((n) => !n.read).length;
  const title = useRef<HTMLHeadingElement>(null);
  const markAllRead = () => {
    dispatch({ type: 'markAllRead' });
    // The button becomes disabled: the focus stays in the panel (so Escape still closes it), on its title.
    title.current?.focus();
  };
  return (
    <NavbarPanel anchor={anchor} onClose={onClose} label={t('notifications.title')} inlineSize={380}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 1.5,
          borderBlockEnd: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          ref={title}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ flex: 1, fontSize: 17, outline: 'none' }}
        >
          {t('notifications.title')}
        </Typography>
        {unread > 0 && (
          <Chip
            size="small"
            color="primary"
            label={t('notifications.unread', { count: unread })}
            sx={{ fontWeight: 600 }}
          />
        )}
        <Hint title={t('notifications.markAllRead')}>
          <span>
            <IconButton
              size="small"
              onClick={markAllRead}
              disabled={unread === 0}
              aria-label={t('notifications.markAllRead')}
            >
              <MarkEmailRead fontSize="small" />
            </IconButton>
          </span>
        </Hint>
      </Box>
      {items.length === 0 ? (
        <Box sx={{ textAlign: 'center', px: 3, py: 5, color: 'text.secondary' }}>
          <NotificationsOff sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} />
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{t('notifications.empty')}</Typography>
          <Typography variant="body2">{t('notifications.emptyHint')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxBlockSize: 400, overflowY: 'auto' }}>
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onToggleRead={() => dispatch({ type: 'toggleRead', id: n.id })}
              onRemove={() => dispatch({ type: 'remove', id: n.id })}
            />
          ))}
        </Box>
      )}
    </NavbarPanel>
  );
}
