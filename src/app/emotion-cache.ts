import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { adoptPageStyles } from './page-styles';

export const ltrCache = adoptPageStyles(createCache({ key: 'mui' }));
/** Flips MUI's physical properties (left/right) for Arabic; our own styles use logical ones. */
export const rtlCache = adoptPageStyles(createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
