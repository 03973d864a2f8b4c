import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { layout } from '@/theme/tokens';
import { useLoadingBar } from './use-loading-bar';

export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const { visible, value, buffer } = useLoadingBar(active);
  if (!visible) return null;
  return (
    <LinearProgress
      variant="buffer"
      value={value}
      valueBuffer={buffer}
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', insetBlockStart: 0, insetInline: 0, zIndex: layout.overlayZIndex + 1, blockSize: 3 }}
    />
  );
}
