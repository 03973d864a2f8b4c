import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Labelled figures as a description list: the label small and muted above its value, in a grid. */
export function FactsList({ facts, sx }: { facts: ReadonlyArray<readonly [string, ReactNode]>; sx?: SxProps<Theme> }) {
  return (
    <Box component="dl" sx={[{ m: 0, display: 'grid', gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
