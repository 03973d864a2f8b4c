import DarkMode from '@mui/icons-material/DarkModeOutlined';
import DesktopWindows from '@mui/icons-material/DesktopWindowsOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightMode from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ThemeMode } from '@/lib/preferences/preferences';
import { preferencesStore, usePreferences } from '@/lib/preferences/preferences-store';
import { ColorPresets } from './color-presets';
import { OptionCards } from './option-cards';
import { layoutPreviews } from './previews';
import { useDirectionChoice } from './use-direction-choice';

const iconPreview = (icon: React.ReactNode) => (
  <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>{icon}</Box>
);
const positions = ['sticky', 'static', 'hidden'] as const;

export function CustomizerPanel() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const { mode, setMode } = useColorScheme();
  const { direction, setDirection } = useDirectionChoice();
  const set = preferencesStore.set;
  const horizontal = prefs.navigation === 'horizontal';
  const layoutValue = horizontal ? 'horizontal' : prefs.navCollapsed ? 'collapsed' : 'vertical';
  const setLayout = (v: 'vertical' | 'collapsed' | 'horizontal') => {
    if (v === 'horizontal') return set('navigation', 'horizontal');
    set('navigation', 'vertical');
    set('navCollapsed', v === 'collapsed');
  };
  const positionOptions = (hiddenDisabled = false) =>
    positions.map((p) => ({
      value: p,
      label: t(`customizer.positions.${p}`),
      disabled: p === 'hidden' && hiddenDisabled,
    }));

  return (
    <Box sx={{ p: 3 }}>
      <Chip
        label={t('customizer.theming')}
        size="small"
        color="primary"
        variant="outlined"
        sx={{ mb: 2.5, fontWeight: 600 }}
      />
      <ColorPresets value={prefs.primaryColor} onChange={(c) => set('primaryColor', c)} />
      <OptionCards<ThemeMode>
        label={t('customizer.mode')}
        value={mode ?? 'system'}
        onChange={(m) => setMode(m)}
        options={[
          { value: 'light', label: t('theme.light'), preview: iconPreview(<LightMode />) },
          { value: 'dark', label: t('theme.dark'), preview: iconPreview(<DarkMode />) },
          { value: 'system', label: t('theme.system'), preview: iconPreview(<DesktopWindows />) },
        ]}
      />
      <OptionCards
        label={t('customizer.skin')}
        value={prefs.skin}
        onChange={(v) => set('skin', v)}
        columns={2}
        options={[
          { value: 'default', label: t('customizer.skins.default'), preview: layoutPreviews.skinDefault },
          { value: 'bordered', label: t('customizer.skins.bordered'), preview: layoutPreviews.skinBordered },
        ]}
      />
      <FormControlLabel
        control={
          <Switch checked={prefs.semiDarkNav} onChange={(_, v) => set('semiDarkNav', v)} disabled={horizontal} />
        }
        label={t('customizer.semiDark')}
        sx={{ display: 'flex', justifyContent: 'space-between', mx: 0, mb: 1 }}
        labelPlacement="start"
      />
      <FormControlLabel
        control={<Switch checked={prefs.navbarBlur} onChange={(_, v) => set('navbarBlur', v)} />}
        label={t('customizer.navbarBlur')}
        sx={{ display: 'flex', justifyContent: 'space-between', mx: 0 }}
        labelPlacement="start"
      />
      <Divider sx={{ my: 3 }} />
      <Chip
        label={t('customizer.layoutSection')}
        size="small"
        color="primary"
        variant="outlined"
        sx={{ mb: 2.5, fontWeight: 600 }}
      />
      <OptionCards
        label={t('customizer.layout')}
        value={layoutValue}
        onChange={setLayout}
        options={(['vertical', 'collapsed', 'horizontal'] as const).map((v) => ({
          value: v,
          label: t(`customizer.layouts.${v}`),
          preview: layoutPreviews[v],
        }))}
      />
      <OptionCards
        label={t('customizer.contentWidth')}
        value={prefs.contentWidth}
        onChange={(v) => set('contentWidth', v)}
        columns={2}
        options={(['boxed', 'fluid'] as const).map((v) => ({
          value: v,
          label: t(`customizer.widths.${v}`),
          preview: layoutPreviews[v],
        }))}
      />
      <OptionCards
        label={t('customizer.navbarType')}
        value={prefs.navbarType}
        onChange={(v) => set('navbarType', v)}
        options={positionOptions(horizontal)}
      />
      {horizontal && (
        <OptionCards
          label={t('customizer.horizontalNavType')}
          value={prefs.horizontalNavType}
          onChange={(v) => set('horizontalNavType', v)}
          options={positionOptions()}
        />
      )}
      <OptionCards
        label={t('customizer.footerType')}
        value={prefs.footerType}
        onChange={(v) => set('footerType', v)}
        options={positionOptions()}
      />
      <OptionCards
        label={t('customizer.direction')}
        value={direction}
        onChange={setDirection}
        columns={2}
        options={[
          { value: 'ltr', label: t('customizer.directions.ltr'), preview: iconPreview(<FormatTextdirectionLToR />) },
          { value: 'rtl', label: t('customizer.directions.rtl'), preview: iconPreview(<FormatTextdirectionRToL />) },
        ]}
      />
    </Box>
  );
}
