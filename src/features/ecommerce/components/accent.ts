import { primaryText } from '@/theme/components/overrides';

/** Primary-coloured text that passes WCAG AA in both schemes (see `primaryText` in the theme). */
export const accentText = { color: primaryText };

/** The same colour for the selected tab of a `Tabs`. */
export const accentSelectedTab = { '& .MuiTab-root.Mui-selected': { color: primaryText } };
