import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedUser } from '../api/types';
import { AddUserForm } from './add-user-form';

/** Opens on the inline end (MUI flips `right` in RTL). Closing keeps the form mounted, so a draft survives. */
export function AddUserDrawer(props: { open: boolean; onClose: () => void; onAdded?: (user: CreatedUser) => void }) {
  const { open, onClose, onAdded } = props;
  const { t } = useTranslation('users');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { inlineSize: { xs: '100%', sm: 400 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('add.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('add.close')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <AddUserForm onDone={onClose} onAdded={onAdded} />
    </Drawer>
  );
}
