import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { Hint } from '@/components/hint';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import type { ThemeMode } from '@/lib/preferences/preferences';
import { themeIcons } from './theme-icons';

const ThemeMenu = lazyWithPreload(() => import('./theme-menu').then((m) => m.ThemeMenu));

/** Light / dark / system menu (docs/spec.md §9: tooltip delay 1000 ms). */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const current: ThemeMode = mode ?? 'system';
  return (
    <>
      <Hint title={t('theme.label')} enterDelay={1000} enterNextDelay={1000}>
        <IconButton
          color="inherit"
          aria-label={t('theme.label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onPointerEnter={ThemeMenu.preload}
          onFocus={ThemeMenu.preload}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {themeIcons[current]}
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <ThemeMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
