import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';
import { primaryText } from '../accent';

type Overrides = Components<Omit<Theme, 'components' | 'palette'> & CssVarsTheme>;


export const componentOverrides: Overrides = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: {
        textTransform: 'none',
        fontWeight: 600,
        borderRadius: 8,
        // White on the brand primary (#b36734) is 4.28:1, under WCAG AA; its darker variant reaches 5:1.
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              backgroundColor: 'var(--mui-palette-primary-dark)',
              '&:hover': { backgroundColor: 'var(--mui-palette-primary-dark)', filter: 'brightness(0.92)' },
            },
          },
          { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText } },
        ],
      },
    },
  },
  MuiCard: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 12,
        boxShadow: '0 2px 8px 0 rgba(47, 43, 61, 0.12)',
        ...theme.applyStyles('dark', { boxShadow: '0 2px 8px 0 rgba(15, 20, 34, 0.4)' }),
      }),
    },
  },
  MuiTooltip: { defaultProps: { enterDelay: 300 } },
  MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
  MuiTextField: { defaultProps: { size: 'small' } },
  MuiLink: {
    styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: { color: primaryText } }] } },
  },
  MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
  MuiCssBaseline: {
    styleOverrides: {
      ':root, .light': { '--app-primary-text': 'var(--mui-palette-primary-dark)' },
      '.dark': { '--app-primary-text': 'color-mix(in srgb, var(--mui-palette-primary-main) 50%, #fff)' },
      html: { scrollBehavior: 'smooth' },
      '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      ':focus-visible': { outlineOffset: 2 },
    },
  },
};
