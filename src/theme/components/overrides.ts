import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';

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
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth' },
      '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      ':focus-visible': { outlineOffset: 2 },
    },
  },
};
