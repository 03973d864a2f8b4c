import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';
import { primaryFilled, primaryText } from '../accent';

type Overrides = Components<Omit<Theme, 'components' | 'palette'> & CssVarsTheme>;

export const componentOverrides: Overrides = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: {
        textTransform: 'none',
        fontWeight: 600,
        borderRadius: 8,
        // White on the brand primary (#b36734) is 4.28:1, under WCAG AA: filled buttons take a shade that passes.
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              backgroundColor: primaryFilled,
              '&:hover': { backgroundColor: primaryFilled, filter: 'brightness(0.92)' },
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
  // A link in a tinted alert takes the alert's text colour (AA on the tint, alert-tones.ts); the primary colour is not.
  MuiAlert: { styleOverrides: { message: { '& a': { color: 'inherit' } } } },
  MuiChip: {
    styleOverrides: {
      root: {
        fontWeight: 500,
        variants: [
          { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText } },
          { props: { variant: 'filled', color: 'primary' }, style: { backgroundColor: primaryFilled } },
        ],
      },
    },
  },
  // The focused label (login, forgot password…) is text in the primary colour.
  MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } } },
  MuiTypography: {
    styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: { color: primaryText } }] } },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: { variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: primaryText } } }] },
    },
  },
  MuiPaginationItem: {
    styleOverrides: {
      root: {
        variants: [
          { props: { variant: 'outlined', color: 'primary' }, style: { '&.Mui-selected': { color: primaryText } } },
          {
            props: { variant: 'text', color: 'primary' },
            style: { '&.Mui-selected': { backgroundColor: primaryFilled } },
          },
        ],
      },
    },
  },
  MuiBadge: {
    styleOverrides: {
      badge: { variants: [{ props: { color: 'primary' }, style: { backgroundColor: primaryFilled } }] },
    },
  },
  MuiTextField: { defaultProps: { size: 'small' } },
  MuiLink: {
    styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: { color: primaryText } }] } },
  },
  MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth' },
      '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      ':focus-visible': { outlineOffset: 2 },
    },
  },
};
