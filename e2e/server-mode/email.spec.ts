import { expect, test } from '@playwright/test';
import { composeAndSend, findInSent } from '../support/email';
import { signInThroughForm } from '../support/session';

// The e-mail journey against the server mode (docs/server.md): the sent message is kept in the database.
test('the administrator sends an e-mail, finds it in Sent, and it is still there after a reload', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/email');
  await composeAndSend(page, 'Compte rendu du comité');
  await findInSent(page, 'Compte rendu du comité');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Compte rendu du comité' })).toBeVisible();
});
