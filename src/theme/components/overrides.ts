import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';

type Overrides = Components<Omit<Theme, 'components' | 'palette'> & CssVarsTheme>;

export const componentOverrides: Overrides = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { textTransform: 'none', fontWeight: 600, borderRadius: 8 } },
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
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth' },
      '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      ':focus-visible': { outlineOffset: 2 },
    },
  },
};
