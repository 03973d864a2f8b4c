import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import { Kbd } from './kbd';
import type { ResolveLink } from './search-types';

// The dialog (field, listbox, search query) loads on the first opening, by click or by the shortcut.
const SearchDialog = lazyWithPreload(() => import('./search-dialog').then((m) => m.SearchDialog));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The navbar's search: a button (a wide one from md up) and Ctrl/Cmd+K open the dialog. */
export function AppBarSearch({ resolve }: { resolve?: ResolveLink }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // Listening from the commit that shows the button, not after its paint (a passive effect's time): a Ctrl+K
  // pressed as soon as the button is on screen is not lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        onPointerEnter={SearchDialog.preload}
        onFocus={SearchDialog.preload}
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        sx={{
          gap: 1,
          p: 1,
          borderRadius: { xs: '50%', md: 2 },
          color: { xs: 'inherit', md: 'text.secondary' },
          '&:hover': { color: 'text.primary', bgcolor: { xs: 'action.hover', md: 'transparent' } },
        }}
      >
        <SearchIcon />
        <Typography component="span" sx={{ fontSize: 15, display: { xs: 'none', md: 'inline' } }}>
          {t('search.open')}
        </Typography>
        <Box
          component="span"
          dir="ltr"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, marginInlineStart: 1 }}
          aria-hidden
        >
          <Kbd>{isMac() ? '⌘' : 'Ctrl'}</Kbd>
          <Kbd>K</Kbd>
        </Box>
      </ButtonBase>
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} resolve={resolve} />
        </Suspense>
      )}
    </>
  );
}
