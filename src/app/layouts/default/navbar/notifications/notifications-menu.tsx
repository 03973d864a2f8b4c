import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { Suspense, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import { notificationsReducer } from './notifications-reducer';
import { type AppNotification, sampleNotifications } from './sample-notifications';

const NotificationsPanel = lazyWithPreload(() => import('./notifications-panel').then((m) => m.NotificationsPanel));

export function NotificationsMenu({ initial = sampleNotifications }: { initial?: AppNotification[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const [items, dispatch] = useReducer(notificationsReducer, initial);
  const unread = items.filter((n) => !n.read).length;
  return (
    <>
      <Hint title={t('notifications.label')}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          onPointerEnter={NotificationsPanel.preload}
          onFocus={NotificationsPanel.preload}
          aria-label={
            unread
              ? `${t('notifications.label')} (${t('notifications.unread', { count: unread })})`
              : t('notifications.label')
          }
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
        >
          <Badge badgeContent={unread} color="error" overlap="circular">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={anchor} onClose={() => setAnchor(null)} items={items} dispatch={dispatch} />
        </Suspense>
      )}
    </>
  );
}
