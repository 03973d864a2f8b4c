import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { Hint } from '@/components/hint';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { defaultPreferences, type Preferences } from '@/lib/preferences/preferences';
import { preferencesStore, usePreferences } from '@/lib/preferences/preferences-store';
import { CustomizerPanel } from './customizer-panel';

const isDefault = (p: Preferences) =>
  (Object.keys(defaultPreferences) as (keyof Preferences)[]).every((k) => p[k] === defaultPreferences[k]);

/** The customizer's drawer, loaded on its first opening. */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const { mode, setMode } = useColorScheme();
  const changed = !isDefault(prefs) || (mode !== undefined && mode !== 'system');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': 'customizer-title', sx: { inlineSize: { xs: '100%', sm: 400 } } },
        backdrop: { invisible: true },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 3,
          py: 2.5,
          borderBlockEnd: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="customizer-title" variant="h6" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <Hint title={t('customizer.reset')}>
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
        </Hint>
        <IconButton onClick={onClose} aria-label={t('customizer.close')}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <CustomizerPanel />
      </Box>
    </Drawer>
  );
}
