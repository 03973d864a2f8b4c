import Close from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Kbd } from './kbd';
import { clearRecent, readRecent } from './recent-searches';
import { SearchListbox } from './search-listbox';
import { SearchNoResults } from './search-no-results';
import type { ResolveLink, SearchOption } from './search-types';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchOptions } from './use-search-options';

export const searchDebounceMs = 250;

interface Props {
  resolve?: ResolveLink;
  onChoose: (option: SearchOption) => void;
  onClose: () => void;
}

/** The field and its listbox: an ARIA combobox driven by the arrow keys, Enter and Escape. */
export function SearchPanel({ resolve, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const listboxId = useId();
  const [q, setQ] = useState('');
  const [recent, setRecent] = useState(readRecent);
  const [activeId, setActiveId] = useState<string>();
  const pendingEnter = useRef(false);
  const debounced = useDebouncedValue(q, searchDebounceMs);
  const { groups, suggestions, settled: answered, loading, error } = useSearchOptions(debounced, recent, resolve);
  const settled = answered && debounced === q;
  const flat = groups.flatMap((g) => g.options);
  const active = flat.find((o) => o.id === activeId) ?? flat[0];

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // Enter pressed before the answer for the latest keystrokes arrived opens the first fresh result.
  const first = flat[0];
  useEffect(() => {
    if (!pendingEnter.current || !settled) return;
    pendingEnter.current = false;
    if (first) onChoose(first);
  }, [settled, first, onChoose]);

  const move = (step: number) => {
    if (!flat.length) return;
    const index = active ? flat.indexOf(active) : -1;
    setActiveId(flat[(index + step + flat.length) % flat.length]?.id);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!settled) pendingEnter.current = true;
      else if (active) onChoose(active);
    }
  };

  const showEmpty = q.trim() !== '' && settled && !error && flat.length === 0;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
        <SearchIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setActiveId(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          sx={{ fontSize: 18 }}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': t('search.dialogLabel'),
              'aria-autocomplete': 'list',
              'aria-expanded': flat.length > 0,
              'aria-controls': listboxId,
              'aria-activedescendant': active?.id,
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
        />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Kbd>Esc</Kbd>
        </Box>
        <IconButton size="small" onClick={onClose} aria-label={t('common.close')} sx={{ display: { sm: 'none' } }}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ position: 'relative', flex: 1, overflowY: 'auto', maxBlockSize: { sm: '60vh' }, minBlockSize: 200 }}>
        {loading && <LinearProgress sx={{ position: 'absolute', insetInline: 0, insetBlockStart: 0, blockSize: 2 }} />}
        {error ? (
          <Typography role="alert" sx={{ p: 4, textAlign: 'center', color: 'error.main' }}>
            {t('search.error')}
          </Typography>
        ) : showEmpty ? (
          <SearchNoResults q={q.trim()} suggestions={suggestions} onChoose={onChoose} />
        ) : (
          <SearchListbox
            id={listboxId}
            groups={groups}
            activeId={active?.id}
            onHover={setActiveId}
            onChoose={onChoose}
            onClearRecent={() => {
              clearRecent();
              setRecent([]);
            }}
          />
        )}
      </Box>
      <Divider sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2.5,
          px: 2.5,
          py: 1.25,
          color: 'text.secondary',
          fontSize: 13,
          alignItems: 'center',
        }}
      >
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd>
          {t('search.hintNavigate')}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Kbd>↵</Kbd>
          {t('search.hintOpen')}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Kbd>Esc</Kbd>
          {t('search.hintClose')}
        </Box>
      </Box>
    </>
  );
}
