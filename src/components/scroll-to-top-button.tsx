import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from 'react-i18next';

/** The button itself, loaded the first time the page is scrolled far enough; hidden when printing. */
export function ScrollToTopButton({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
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
