import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/session';
import { checkoutJourney, dealJourney, propertyJourney } from '../support/wizards';

// The wizards against the server mode (docs/server.md): each submit is saved in PostgreSQL and numbered there.

test('the three wizards save their records in the server mode', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await expect(checkoutJourney(page)).resolves.toMatch(/^CMD-\d{4}$/);
  await expect(dealJourney(page)).resolves.toMatch(/^DEAL-\d{4}$/);
  await expect(propertyJourney(page)).resolves.toMatch(/^PROP-\d{4}$/);
});
