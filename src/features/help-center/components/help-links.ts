import type { RouteName } from '@/config/paths';

/** Where the help center lives: the public site (blank layout) or the back office (default layout). */
export interface HelpLinks {
  home: RouteName;
  article: RouteName;
  /** Inside the back office's frame, which pads the page already: an article adds no margin of its own. */
  framed: boolean;
}

export const publicHelpLinks: HelpLinks = {
  home: 'front-pages-help-center',
  article: 'front-pages-help-center-article',
  framed: false,
};
export const backOfficeHelpLinks: HelpLinks = {
  home: 'pages-help-center',
  article: 'pages-help-center-article',
  framed: true,
};
