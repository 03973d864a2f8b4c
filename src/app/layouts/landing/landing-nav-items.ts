import { brokerageOffers, digitalOffers, type OfferKey, trainingOffers } from '@/features/marketing/data/offers';
import type { SectionId } from '@/features/marketing/data/landing-sections';

export interface LandingNavGroup {
  key: 'offers' | 'brokerage' | 'training';
  section: SectionId;
  /** The group's entry for its whole catalogue (marketing.json `nav.<overview>`), to `section`. */
  overview: 'allOffers' | 'allBrokerage' | 'exploreCourses';
  /** Each leads to its offer's own card (`offerAnchor`); names in marketing.json `catalogue.*`. */
  items: readonly OfferKey[];
}

export type LandingNavItem =
  | { kind: 'section'; key: 'home' | 'about' | 'portfolio' | 'team' | 'contact'; section: SectionId }
  | ({ kind: 'group' } & LandingNavGroup);

/** docs/spec.md §2 public navigation labels, in order; labels are marketing.json `nav.<key>`. */
export const landingNav: LandingNavItem[] = [
  { kind: 'section', key: 'home', section: 'home' },
  { kind: 'section', key: 'about', section: 'about' },
  { kind: 'group', key: 'offers', section: 'offers', overview: 'allOffers', items: digitalOffers },
  { kind: 'group', key: 'brokerage', section: 'brokerage', overview: 'allBrokerage', items: brokerageOffers },
  { kind: 'group', key: 'training', section: 'training', overview: 'exploreCourses', items: trainingOffers },
  { kind: 'section', key: 'portfolio', section: 'portfolio' },
  { kind: 'section', key: 'team', section: 'team' },
  { kind: 'section', key: 'contact', section: 'contact' },
];
