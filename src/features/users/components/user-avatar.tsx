import Avatar from '@mui/material/Avatar';

const tones = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The user's picture, or initials on a tint picked from the name (the same person keeps the same colour). */
export function UserAvatar({ name, src, size = 34 }: { name: string; src?: string | null; size?: number }) {
  const tone = tones[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % tones.length] ?? 'primary';
  return (
    <Avatar
      aria-hidden
      src={src || undefined}
      alt=""
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
