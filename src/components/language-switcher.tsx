import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/hint';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';

const LanguageMenu = lazyWithPreload(() => import('./language-menu').then((m) => m.LanguageMenu));

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  return (
    <>
      <Hint title={t('language.label')}>
        <IconButton
          color="inherit"
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onPointerEnter={LanguageMenu.preload}
          onFocus={LanguageMenu.preload}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
