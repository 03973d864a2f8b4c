import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
import type { Presence } from '../api/types';

export const presenceColor = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'text.disabled',
} as const satisfies Record<Presence, string>;

/** The person's avatar with a dot for their presence; the dot's meaning is given in words to assistive tech. */
export function PresenceAvatar({ name, presence, size = 38 }: { name: string; presence: Presence; size?: number }) {
  const { t } = useTranslation('chat');
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      role="img"
      aria-label={t(`presence.${presence}`)}
      sx={{
        flexShrink: 0,
        '& .MuiBadge-badge': {
          bgcolor: presenceColor[presence],
          boxShadow: (theme) => `0 0 0 2px ${theme.vars?.palette.background.paper}`,
          inlineSize: 10,
          blockSize: 10,
          borderRadius: '50%',
        },
      }}
    >
      <InitialsAvatar name={name} size={size} />
    </Badge>
  );
}
