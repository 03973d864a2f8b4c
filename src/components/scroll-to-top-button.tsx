import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from 'react-i18next';
import { scrollToTopPlace } from './scroll-to-top-place';

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
        sx={{
          position: 'fixed',
          insetBlockEnd: scrollToTopPlace.offset,
          insetInlineEnd: scrollToTopPlace.offset,
          zIndex: 'speedDial',
          '@media print': { display: 'none' },
        }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
