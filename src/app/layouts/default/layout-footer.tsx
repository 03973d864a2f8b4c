import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { usePreferences } from '@/lib/preferences/preferences-store';
import { BoxedRow } from './boxed-row';
import { DataModeChip } from './data-mode-chip';

export const LayoutFooter = memo(function LayoutFooter() {
  const { t } = useTranslation();
  const { footerType } = usePreferences();
  if (footerType === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        py: 2,
        bgcolor: 'background.paper',
        borderBlockStart: 1,
        borderColor: 'divider',
        ...(footerType === 'sticky' && { position: 'sticky', insetBlockEnd: 0, zIndex: 'appBar' }),
      }}
    >
      <BoxedRow>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="textSecondary">
            {t('footer.copyright', { year: new Date().getFullYear(), name: brand.name })}
          </Typography>
          <DataModeChip />
        </Box>
      </BoxedRow>
    </Box>
  );
});
