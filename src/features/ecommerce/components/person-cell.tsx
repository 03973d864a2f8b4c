import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InitialsAvatar } from '@/components/initials-avatar';

export function PersonCell({ name, detail, title }: { name: string; detail?: ReactNode; title?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: { xs: 0, sm: 180 } }}>
      <InitialsAvatar name={name} />
      <Box sx={{ minInlineSize: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {title ?? <bdi>{name}</bdi>}
        </Typography>
        {detail && (
          <Typography variant="caption" color="textSecondary" noWrap component="div">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
