import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The frame of a full page with nothing around it (error and misc pages): its content centred, one column. */
export function CentredPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minBlockSize: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      {children}
    </Box>
  );
}
