import Apps from '@mui/icons-material/AppsOutlined';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';

const ShortcutsPanel = lazyWithPreload(() => import('./shortcuts-panel').then((m) => m.ShortcutsPanel));

export function ShortcutsMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  return (
    <>
      <Hint title={t('shortcuts.label')}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          onPointerEnter={ShortcutsPanel.preload}
          onFocus={ShortcutsPanel.preload}
          aria-label={t('shortcuts.label')}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
        >
          <Apps />
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <ShortcutsPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
