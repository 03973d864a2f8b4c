import { expect, test } from '@playwright/test';
import { composeAndSend, findInSent } from '../support/email';
import { signInThroughForm } from '../support/session';

// The e-mail journey against the server mode (docs/server.md): the sent message is kept in the database.
test('the administrator sends an e-mail, finds it in Sent, and it is still there after a reload', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/email');
  // The server keeps what a run sent: a retry or a second run on the same server sends a subject of its own.
  const subject = `Compte rendu du comité ${Date.now().toString(36)}`;
  await composeAndSend(page, subject);
  await findInSent(page, subject);
  await page.reload();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
});
