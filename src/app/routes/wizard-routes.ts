import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['wizards'];

/** The three wizard examples (default layout, administrators); each page downloads only its own code. */
export const wizardRoutes: RouteObject[] = [
  pageRoute('wizard-examples-checkout', () => import('@/features/wizards/routes/checkout-page'), {
    strings,
    titleKey: 'wizards:titles.checkout',
  }),
  pageRoute('wizard-examples-create-deal', () => import('@/features/wizards/routes/create-deal-page'), {
    strings,
    titleKey: 'wizards:titles.deal',
  }),
  pageRoute('wizard-examples-property-listing', () => import('@/features/wizards/routes/property-listing-page'), {
    strings,
    titleKey: 'wizards:titles.property',
  }),
];
