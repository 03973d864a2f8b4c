import { expect, test } from '@playwright/test';
import { testDashboardAxe } from './support/dashboard-axe';
import { logisticsJourney } from './support/logistics';
import { pageErrors } from './support/page-errors';
import { signIn } from './support/session';

// The error with a retry is tested in logistics-page.test.tsx: the static demo's API is its service worker, out of
// page.route's reach.
test('the logistics dashboard opens from the menu with its widgets, fleet and vehicles from the API', async ({
  page,
}) => {
  test.slow();
  const errors = pageErrors(page);
  await signIn(page, 'admin');
  await logisticsJourney(page);
  expect(errors).toEqual([]);
});

testDashboardAxe('logistics', '/dashboards/logistics', async (page) => {
  await expect(page.locator('main table').last().locator('tbody tr')).toHaveCount(10);
});
