import { createTheme } from '@mui/material/styles';
import { categoryIconStyles } from '@/components/category-icon-styles';
import { tonalChipStyles, toneVariables } from '@/components/tonal-chip';
import { alertTones } from './alert-tones';
import { publicSansFallbacks } from './font-fallbacks';
import { componentOverrides } from './components/overrides';
import { primaryShades } from './primary-shades';
import { brandPrimary, breakpoints, darken } from './tokens';

export interface ThemeOptions {
  direction: 'ltr' | 'rtl';
  primary: string;
  bordered: boolean;
}

export function createAppTheme({ direction, primary, bordered }: ThemeOptions) {
  const main = primary;
  const shades = primaryShades(primary);
  // `primary.dark` is the background of filled controls under white text across the app: a shade that passes.
  const dark =
    primary.toLowerCase() === brandPrimary.main
      ? brandPrimary.dark
      : shades.filled === primary.toLowerCase()
        ? darken(primary)
        : shades.filled;
  const baseline = componentOverrides.MuiCssBaseline?.styleOverrides;
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    breakpoints: { values: breakpoints },
    colorSchemes: {
      light: {
        palette: {
          primary: { main, dark, contrastText: '#fff' },
          secondary: { main: '#6d6b77' },
          background: { default: '#f8f7fa', paper: '#ffffff' },
          text: { primary: '#2f2b3d', secondary: '#5d596c' },
          Alert: alertTones('light'),
        },
      },
      dark: {
        palette: {
          primary: { main, dark, contrastText: '#fff' },
          secondary: { main: '#a8aab4' },
          background: { default: '#25293c', paper: '#2f3349' },
          text: { primary: '#e1def5', secondary: '#b6bee3' },
          Alert: alertTones('dark'),
        },
      },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: `"Public Sans", ${publicSansFallbacks}, "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", sans-serif`,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 600 },
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    components: {
      ...componentOverrides,
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          ':root, .light': { '--app-primary-text': shades.text.light, '--app-primary-filled': shades.filled },
          '.dark': { '--app-primary-text': shades.text.dark },
          ...(typeof baseline === 'object' ? baseline : {}),
          ...toneVariables(theme),
          ...tonalChipStyles(theme),
          ...categoryIconStyles(theme),
        }),
      },
      ...(bordered && {
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderRadius: 12, boxShadow: 'none' } },
        },
        MuiPaper: { defaultProps: { elevation: 0 } },
      }),
    },
  });
}
