import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InitialsAvatar } from '@/components/initials-avatar';

/** The buyer's picture, or initials on a tint picked from the name (the same buyer keeps one colour). */
export function BuyerCell({ name, avatar }: { name: string; avatar: string | null }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: 160 }}>
      <InitialsAvatar name={name} src={avatar} />
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        <bdi>{name}</bdi>
      </Typography>
    </Box>
  );
}
