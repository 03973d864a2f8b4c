import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '@/config/paths';
import { pushRecent } from './recent-searches';
import { SearchPanel } from './search-panel';
import type { ResolveLink, SearchOption } from './search-types';

interface Props {
  open: boolean;
  onClose: () => void;
  resolve?: ResolveLink;
}

export function SearchDialog({ open, onClose, resolve }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const choose = useCallback(
    (option: SearchOption) => {
      pushRecent({ title: option.label, url: option.url });
      onClose();
      void navigate(href(option.url, option.params));
    },
    [navigate, onClose],
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-label={t('search.dialogLabel')}
      slotProps={{
        container: { sx: { alignItems: 'flex-start' } },
        paper: {
          sx: {
            mt: { sm: '10vh' },
            borderRadius: { sm: 3 },
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      {open && <SearchPanel resolve={resolve} onChoose={choose} onClose={onClose} />}
    </Dialog>
  );
}
