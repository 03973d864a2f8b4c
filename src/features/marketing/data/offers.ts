import Analytics from '@mui/icons-material/AnalyticsOutlined';
import Cloud from '@mui/icons-material/CloudOutlined';
import Fact from '@mui/icons-material/FactCheckOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import Psychology from '@mui/icons-material/PsychologyOutlined';
import Devices from '@mui/icons-material/DevicesOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** docs/spec.md §1 digital-offer categories. Titles and texts: marketing.json `offers.categories.<key>`. */
export const offerCategories: { key: 'app' | 'data' | 'audit' | 'cloud' | 'crm' | 'ai'; icon: SvgIconComponent }[] = [
  { key: 'app', icon: Devices },
  { key: 'data', icon: Analytics },
  { key: 'audit', icon: Fact },
  { key: 'cloud', icon: Cloud },
  { key: 'crm', icon: Hub },
  { key: 'ai', icon: Psychology },
];

/**
 * docs/spec.md §2 sub-items of "digital offers", "commercial brokerage" and "training": names in marketing.json
 * `catalogue.<key>`, their own card's texts in `offerDetails.<key>` (summary, audience, outcome).
 */
export const digitalOffers = [
  'applications',
  'automation',
  'ai',
  'crm',
  'consulting',
  'networks',
  'cloud',
  'data',
  'experiences',
] as const;

export const brokerageOffers = ['realEstate', 'furniture', 'digitalProducts'] as const;

export const trainingOffers = [
  'bi',
  'gis',
  'msProject',
  'excel',
  'd365Sales',
  'd365Service',
  'agriValueChain',
  'monitoringEvaluation',
] as const;

export type OfferKey =
  (typeof digitalOffers)[number] | (typeof brokerageOffers)[number] | (typeof trainingOffers)[number];

/** The anchor id of an offer's own card on the landing page: `offer-real-estate` for `realEstate`. */
export const offerAnchor = (key: OfferKey) => `offer-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** docs/spec.md §1 service lines, shown as chips under the categories. */
export const services = [
  'transformation',
  'applications',
  'automation',
  'ai',
  'crm',
  'consulting',
  'network',
  'data',
  'training',
  'realEstate',
  'furniture',
  'brokerage',
  'logistics',
  'vehicleRental',
] as const;
