import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  label: string;
  inlineSize: number;
  children: ReactNode;
}

/** A navbar button's panel: under the button, aligned to the inline end, a labelled dialog. */
export function NavbarPanel({ anchor, onClose, label, inlineSize, children }: Props) {
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': label,
          sx: { inlineSize, maxInlineSize: 'calc(100vw - 24px)', mt: 1, borderRadius: 2 },
        },
      }}
    >
      {children}
    </Popover>
  );
}
