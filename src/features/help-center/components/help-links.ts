import type { RouteName } from '@/config/paths';

/** Where the help center lives: the public site (blank layout) or the back office (default layout). */
export interface HelpLinks {
  home: RouteName;
  article: RouteName;
}

export const publicHelpLinks: HelpLinks = {
  home: 'front-pages-help-center',
  article: 'front-pages-help-center-article',
};
export const backOfficeHelpLinks: HelpLinks = { home: 'pages-help-center', article: 'pages-help-center-article' };
