import type { ChildKeys } from '@/lib/i18n/keys';

export const portfolioCategories = ['web', 'saas', 'mobile', 'streaming', 'crm', 'desktop'] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];
export type PortfolioFilter = 'all' | PortfolioCategory;

export interface PortfolioProject {
  key: ChildKeys<'marketing', 'portfolio.projects'>;
  category: PortfolioCategory;
  /** Two colours of the project's cover gradient. */
  hues: [string, string];
}

/** The 12 projects (docs/spec.md §3: key, title, description, category); texts in marketing.json `portfolio.projects.<key>`. */
export const portfolioProjects: PortfolioProject[] = [
  { key: 'komboMarket', category: 'web', hues: ['#b36734', '#e0a46b'] },
  { key: 'visitGabon', category: 'web', hues: ['#1b7f5b', '#7cc49a'] },
  { key: 'ecolePlus', category: 'web', hues: ['#2f5da8', '#7fa6e0'] },
  { key: 'fleetBox', category: 'saas', hues: ['#5b3fa6', '#a48be0'] },
  { key: 'paieCemac', category: 'saas', hues: ['#0d7377', '#5fc2c6'] },
  { key: 'mobiSante', category: 'mobile', hues: ['#c2410c', '#f59e6b'] },
  { key: 'agriTrace', category: 'mobile', hues: ['#4d7c0f', '#a3cf5b'] },
  { key: 'ogooueTv', category: 'streaming', hues: ['#9f1239', '#f472a0'] },
  { key: 'akewaRadio', category: 'streaming', hues: ['#7c2d12', '#d6895a'] },
  { key: 'assurCrm', category: 'crm', hues: ['#1e3a8a', '#6d8fe0'] },
  { key: 'telecomCare', category: 'crm', hues: ['#155e75', '#5eb6cf'] },
  { key: 'pharmaStock', category: 'desktop', hues: ['#374151', '#9aa5b4'] },
];

export const filterProjects = (filter: PortfolioFilter) =>
  filter === 'all' ? portfolioProjects : portfolioProjects.filter((p) => p.category === filter);
