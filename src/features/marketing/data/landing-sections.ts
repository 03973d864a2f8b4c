/** Anchor ids of the landing page, in page order; the header menu and the footer link to them. */
export const sectionIds = {
  home: 'home',
  about: 'about',
  offers: 'offers',
  brokerage: 'brokerage',
  training: 'training',
  portfolio: 'portfolio',
  testimonials: 'testimonials',
  team: 'team',
  stats: 'stats',
  contact: 'contact',
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];
