import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { servedByServer } from '@/lib/api-host';

/** Says where the back office's writes go (docs/server.md): kept by the server, or for the page's life. */
export function DataModeChip() {
  const { t } = useTranslation();
  const server = servedByServer();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={server ? 'success' : 'default'}
      icon={server ? <CloudDoneOutlined /> : <HourglassEmptyOutlined />}
      label={t(server ? 'footer.serverMode' : 'footer.demoMode')}
      sx={{ maxWidth: '100%' }}
    />
  );
}
