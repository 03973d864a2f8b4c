import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ChipColor } from '../api/types';

const tones: readonly ChipColor[] = ['primary', 'success', 'info', 'warning', 'error', 'secondary'];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The photo, or initials on a tint picked from the name, so a person keeps one colour everywhere. */
export function PersonAvatar({ name, src, size = 38 }: { name: string; src?: string | null; size?: number }) {
  const tone = tones[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % tones.length]!;
  return (
    <Avatar
      aria-hidden
      src={src ?? undefined}
      sx={(theme) => ({
        inlineSize: size,
        blockSize: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        color: 'text.primary',
        bgcolor: `color-mix(in srgb, rgb(${theme.vars?.palette[tone].mainChannel}) 22%, ${theme.vars?.palette.background.paper})`,
      })}
    >
      {initialsOf(name)}
    </Avatar>
  );
}

/** The shown people, then "+N" for the others; the group is named for screen readers. */
export function PeopleGroup({ people, extra = 0 }: { people: Array<{ name: string; avatar: string | null }>; extra?: number }) {
  const { t } = useTranslation('profile');
  const names = people.map((p) => p.name).join(', ');
  return (
    <AvatarGroup
      role="group"
      aria-label={extra ? t('people.more', { names, count: extra }) : names}
      max={people.length + 1}
      total={people.length + extra}
      slotProps={{ surplus: { sx: { inlineSize: 32, blockSize: 32, fontSize: 12, fontWeight: 600, bgcolor: 'action.selected', color: 'text.primary' } } }}
      sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { borderColor: 'background.paper' } }}
    >
      {people.map((p) => (
        <Tooltip key={p.name} title={p.name}>
          {/* The tooltip names the face; as an image it may carry that name. */}
          <span role="img">
            <PersonAvatar name={p.name} src={p.avatar} size={32} />
          </span>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
