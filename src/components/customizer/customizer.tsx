import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Settings from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPreferences, type Preferences } from '@/lib/preferences/preferences';
import { preferencesStore, usePreferences } from '@/lib/preferences/preferences-store';
import { CustomizerPanel } from './customizer-panel';

const isDefault = (p: Preferences) =>
  (Object.keys(defaultPreferences) as (keyof Preferences)[]).every((k) => p[k] === defaultPreferences[k]);

/** A floating gear on the inline-end edge opens a drawer that changes every preference live. */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const prefs = usePreferences();
  const { mode, setMode } = useColorScheme();
  const changed = !isDefault(prefs) || (mode !== undefined && mode !== 'system');
  return (
    <>
      <IconButton
        onClick={() => setOpen(true)}
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        sx={{
          position: 'fixed',
          insetBlockStart: '40%',
          insetInlineEnd: 0,
          zIndex: 'speedDial',
          borderRadius: 0,
          borderStartStartRadius: 10,
          borderEndStartRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 4,
          // A narrow tab on phones, where it sits over the content.
          p: { xs: 0.5, sm: 1 },
          opacity: { xs: 0.9, sm: 1 },
          '&:hover': { bgcolor: 'primary.dark' },
          '& svg': { fontSize: { xs: 18, sm: 24 }, animation: 'customizer-spin 6s linear infinite' },
          '@keyframes customizer-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
          '@media print': { display: 'none' },
        }}
      >
        <Settings />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'customizer-title', sx: { inlineSize: { xs: '100%', sm: 400 } } }, backdrop: { invisible: true } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5, borderBlockEnd: 1, borderColor: 'divider' }}>
          <Box sx={{ flex: 1 }}>
            <Typography id="customizer-title" variant="h6" component="h2">
              {t('customizer.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('customizer.subtitle')}
            </Typography>
          </Box>
          <Tooltip title={t('customizer.reset')}>
            <IconButton
              onClick={() => {
                preferencesStore.reset();
                setMode('system');
              }}
              aria-label={t('customizer.reset')}
            >
              <Badge color="error" variant="dot" invisible={!changed}>
                <RestartAlt />
              </Badge>
            </IconButton>
          </Tooltip>
          <IconButton onClick={() => setOpen(false)} aria-label={t('customizer.close')}>
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ overflowY: 'auto', flex: 1 }}>
          <CustomizerPanel />
        </Box>
      </Drawer>
    </>
  );
}
