import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A form's side panel: opens on the inline end (MUI flips `right` in RTL), named by its title for screen
 * readers, closed by its button, Escape or the backdrop. `keepMounted` keeps a draft while it is closed.
 */
export function SideDrawer(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const { open, onClose, title, closeLabel, keepMounted, children } = props;
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted={keepMounted}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { inlineSize: { xs: '100%', sm: 400 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {children}
    </Drawer>
  );
}
