import { href } from '@/config/paths';
import { brokerageOffers, digitalOffers, trainingOffers } from '@/features/marketing/data/offers';
import type { SectionId } from '@/features/marketing/data/landing-sections';

export interface LandingNavGroup {
  key: 'offers' | 'brokerage' | 'training';
  section: SectionId;
  /** Keys in marketing.json `catalogue.*`. */
  items: readonly string[];
}

export type LandingNavItem =
  | { kind: 'section'; key: 'home' | 'about' | 'portfolio' | 'team' | 'contact'; section: SectionId }
  | ({ kind: 'group' } & LandingNavGroup);

/** SPEC §2 public navigation labels, in order; labels are marketing.json `nav.<key>`. */
export const landingNav: LandingNavItem[] = [
  { kind: 'section', key: 'home', section: 'home' },
  { kind: 'section', key: 'about', section: 'about' },
  { kind: 'group', key: 'offers', section: 'offers', items: digitalOffers },
  { kind: 'group', key: 'brokerage', section: 'brokerage', items: brokerageOffers },
  { kind: 'group', key: 'training', section: 'training', items: trainingOffers },
  { kind: 'section', key: 'portfolio', section: 'portfolio' },
  { kind: 'section', key: 'team', section: 'team' },
  { kind: 'section', key: 'contact', section: 'contact' },
];

/** Doors into the back office (the route guard sends a visitor to the login page first). */
export const landingActions = {
  // The academy screens are not built yet: the trainings on offer are listed on this page.
  exploreCourses: '/#training',
  admin: href('dashboards-ecommerce'),
  login: href('login'),
} as const;
