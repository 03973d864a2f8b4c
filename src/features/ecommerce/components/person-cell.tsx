import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const tones = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** Initials on a tint picked from the name, so the same person keeps the same colour everywhere. */
export function InitialsAvatar({ name, size = 34 }: { name: string; size?: number }) {
  const tone = tones[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % tones.length] ?? 'primary';
  return (
    <Avatar
      aria-hidden
      sx={(theme) => ({
        inlineSize: size,
        blockSize: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        color: 'text.primary',
        bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.2)`,
      })}
    >
      {initialsOf(name)}
    </Avatar>
  );
}

export function PersonCell({ name, detail, title }: { name: string; detail?: ReactNode; title?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: { xs: 0, sm: 180 } }}>
      <InitialsAvatar name={name} />
      <Box sx={{ minInlineSize: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {title ?? <bdi>{name}</bdi>}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
