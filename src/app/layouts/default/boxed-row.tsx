import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { usePreferences } from '@/lib/preferences/preferences-store';
import { layout } from '@/theme/tokens';

/** Lines bar and footer content up with the page content (boxed or fluid). */
export function BoxedRow({ children }: { children: ReactNode }) {
  const { contentWidth } = usePreferences();
  return (
    <Box
      sx={{
        inlineSize: '100%',
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        maxInlineSize: contentWidth === 'boxed' ? layout.boxedMaxWidth : 'none',
      }}
    >
      {children}
    </Box>
  );
}
