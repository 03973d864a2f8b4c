import { test } from '@playwright/test';
import { logisticsJourney } from '../support/logistics';
import { signInThroughForm } from '../support/session';

// The same journey against the server mode: the vehicles list is searched in SQL (docs/server.md).
test('the logistics dashboard answers from the server: widgets, fleet and the vehicles search', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await logisticsJourney(page);
});
