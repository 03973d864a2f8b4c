import type { Page } from '@playwright/test';

/** The page's title: its h1, or the h2 of the pages that title a card (sign-in, error and misc pages). */
export const pageHeading = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('heading', { level: 2 }))
    .first();
