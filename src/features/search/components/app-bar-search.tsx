import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Kbd } from './kbd';
import { SearchDialog } from './search-dialog';
import type { ResolveLink } from './search-types';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The navbar's search: a button (a wide one from md up) and Ctrl/Cmd+K open the dialog. */
export function AppBarSearch({ resolve }: { resolve?: ResolveLink }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
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
        <Box component="span" dir="ltr" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, marginInlineStart: 1 }} aria-hidden>
          <Kbd>{isMac() ? '⌘' : 'Ctrl'}</Kbd>
          <Kbd>K</Kbd>
        </Box>
      </ButtonBase>
      <SearchDialog open={open} onClose={() => setOpen(false)} resolve={resolve} />
    </>
  );
}
