import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import { Hint } from '@/components/hint';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@/components/initials-avatar';
import type { TeamMember } from '../api/types';
import { safeImageSrc } from '@/lib/safe-image';

const size = { inlineSize: 30, blockSize: 30, fontSize: 12, fontWeight: 600 };

/** The shown members, then "+N" for the others; the group is named for screen readers. */
export function TeamAvatars({ team, extra = 0 }: { team: TeamMember[]; extra?: number }) {
  const { t } = useTranslation('analytics');
  const names = team.map((m) => m.name).join(', ');
  const label = extra ? t('table.teamMore', { names, count: extra }) : names;
  return (
    <AvatarGroup
      role="group"
      aria-label={label}
      max={team.length + 1}
      total={team.length + extra}
      slotProps={{ surplus: { sx: { ...size, bgcolor: 'action.selected', color: 'text.primary' } } }}
      sx={{ justifyContent: 'flex-end' }}
    >
      {team.map((m) => (
        <Hint key={m.name} title={m.name}>
          <Avatar
            alt={m.name}
            src={safeImageSrc(m.avatar)}
            sx={{ ...size, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
          >
            {initialsOf(m.name)}
          </Avatar>
        </Hint>
      ))}
    </AvatarGroup>
  );
}
