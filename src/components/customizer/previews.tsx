import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Tiny schematic drawings of each layout choice, in currentColor, mirrored by logical properties. */
const bar = (sx: object) => <Box sx={{ bgcolor: 'currentColor', opacity: 0.25, borderRadius: 0.5, ...sx }} />;

function Frame({ children }: { children: ReactNode }) {
  return <Box sx={{ position: 'absolute', inset: 6, display: 'flex', gap: '4px' }}>{children}</Box>;
}

const content = (
  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: '4px' }}>
    {bar({ blockSize: 7 })}
    {bar({ flex: 1, opacity: 0.12 })}
  </Box>
);

export const layoutPreviews = {
  vertical: (
    <Frame>
      {bar({ inlineSize: '28%', opacity: 0.4 })}
      {content}
    </Frame>
  ),
  collapsed: (
    <Frame>
      {bar({ inlineSize: '10%', opacity: 0.4 })}
      {content}
    </Frame>
  ),
  horizontal: (
    <Box sx={{ position: 'absolute', inset: 6, display: 'flex', flexDirection: 'column', gap: '4px' }}>
      {bar({ blockSize: 7 })}
      {bar({ blockSize: 5, opacity: 0.4 })}
      {bar({ flex: 1, opacity: 0.12 })}
    </Box>
  ),
  boxed: (
    <Box
      sx={{
        position: 'absolute',
        insetBlock: 6,
        insetInline: '22%',
        display: 'flex',
        flexDirection: 'column',
        gap: '4px',
      }}
    >
      {bar({ blockSize: 7 })}
      {bar({ flex: 1, opacity: 0.12 })}
    </Box>
  ),
  fluid: (
    <Box sx={{ position: 'absolute', inset: 6, display: 'flex', flexDirection: 'column', gap: '4px' }}>
      {bar({ blockSize: 7 })}
      {bar({ flex: 1, opacity: 0.12 })}
    </Box>
  ),
  skinDefault: (
    <Box sx={{ position: 'absolute', inset: 8, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6px' }}>
      {[0, 1, 2, 3].map((i) => (
        <Box key={i} sx={{ borderRadius: 0.75, bgcolor: 'background.paper', boxShadow: 2 }} />
      ))}
    </Box>
  ),
  skinBordered: (
    <Box sx={{ position: 'absolute', inset: 8, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6px' }}>
      {[0, 1, 2, 3].map((i) => (
        <Box key={i} sx={{ borderRadius: 0.75, border: 1, borderColor: 'currentColor', opacity: 0.5 }} />
      ))}
    </Box>
  ),
};
