import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { layout } from '@/theme/tokens';

/** The menu's overlay drawer below lg, loaded on its first opening. */
export function NavDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ zIndex: layout.overlayZIndex }}
      slotProps={{ paper: { sx: { inlineSize: layout.navWidth } } }}
    >
      {children}
    </Drawer>
  );
}
