import Avatar from '@mui/material/Avatar';
import { safeImageSrc } from '@/lib/safe-image';

const tones = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * The person's picture, or initials on a tint picked from the name, so a person keeps one colour everywhere.
 * The tint is opaque (mixed with the paper colour), so faces overlapping in a group stay readable.
 */
export function InitialsAvatar({ name, src, size = 34 }: { name: string; src?: string | null; size?: number }) {
  const tone = tones[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % tones.length] ?? 'primary';
  return (
    <Avatar
      aria-hidden
      src={safeImageSrc(src)}
      alt=""
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
