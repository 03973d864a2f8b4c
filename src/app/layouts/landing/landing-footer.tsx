import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center', borderBlockStart: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.copyright', { year: new Date().getFullYear(), name: brand.name })}
      </Typography>
    </Box>
  );
}
