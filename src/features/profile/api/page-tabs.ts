/** The tabs of the page, in the URL segment (/pages/user-profile/:tab), each answered by the API tab of that name. */
export const pageTabs = ['profile', 'teams', 'projects', 'connections'] as const;
export type PageTab = (typeof pageTabs)[number];

export const isPageTab = (value: string | undefined): value is PageTab =>
  (pageTabs as readonly (string | undefined)[]).includes(value);
