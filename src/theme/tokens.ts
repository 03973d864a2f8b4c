export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const brandPrimary = { main: '#b36734', dark: '#a25d2f' } as const;

/** Darker shade for a custom primary preset, so hover states stay legible. */
export function darken(hex: string, amount = 0.1): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.round(((n >> shift) & 255) * (1 - amount)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export const layout = {
  navWidth: 260,
  navCollapsedWidth: 72,
  navbarHeight: 64,
  /** The horizontal layout's menu bar: one row of menu buttons. */
  horizontalNavHeight: 56.5,
  boxedMaxWidth: 1440,
  overlayZIndex: 2000,
  anchorOffset: 60,
  scrollTopThreshold: 200,
} as const;

/** The severities' colours per scheme: MUI's own, named here so the alerts' tints (alert-tones.ts) derive from them. */
export const severityColours = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
} as const;
