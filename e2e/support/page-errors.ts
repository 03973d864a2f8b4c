import type { Page } from '@playwright/test';

/** Collects the page's uncaught errors, so a test can say there were none. */
export function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
