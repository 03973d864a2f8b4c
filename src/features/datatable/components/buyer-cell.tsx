import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const tones = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The buyer's picture, or initials on a tint picked from the name (the same buyer keeps one colour). */
export function BuyerCell({ name, avatar }: { name: string; avatar: string | null }) {
  const tone = tones[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % tones.length] ?? 'primary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: 160 }}>
      <Avatar
        src={avatar ?? undefined}
        alt=""
        aria-hidden
        sx={(theme) => ({
          inlineSize: 34,
          blockSize: 34,
          fontSize: 13.6,
          fontWeight: 600,
          color: 'text.primary',
          bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.2)`,
        })}
      >
        {initialsOf(name)}
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        <bdi>{name}</bdi>
      </Typography>
    </Box>
  );
}
