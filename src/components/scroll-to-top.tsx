import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { layout } from '@/theme/tokens';

/** Appears past 200 px of scroll; hidden when printing. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: layout.scrollTopThreshold });
  return (
    <Zoom in={shown}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('actions.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', insetBlockEnd: 24, insetInlineEnd: 24, zIndex: 'speedDial', '@media print': { display: 'none' } }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
