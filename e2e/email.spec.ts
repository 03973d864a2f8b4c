import { expect, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { composeAndSend, findInSent, mailRows } from './support/email';
import { signIn, useLanguage } from './support/session';
import { drawnWhole } from './support/drawn';

test.describe('e-mail', () => {
  test('composes and sends an e-mail, and finds it in Sent', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/apps/email');
    await expect(mailRows(page)).toHaveCount(10);
    await composeAndSend(page, 'Planning de décembre');
    await findInSent(page, 'Planning de décembre');
    await expect(page).toHaveURL(/folder=sent&open=\d+/);
    // The view is in the address: a reload shows the same open message (the static demo's writes end with the
    // page, docs/api.md; the server-mode journey reloads its own message).
    await page.goto('/apps/email?label=important&open=35');
    await page.reload();
    await expect(page.getByRole('heading', { name: /Demande de devis/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Important' })).toHaveAttribute('aria-current', 'page');
  });

  test('moves with j and k, opens with Enter, closes with Escape, and Back returns to the view', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/email?page=2');
    await expect(mailRows(page)).toHaveCount(10);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(page.getByRole('status').filter({ hasText: '2 sur 10' })).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2&open=\d+/);
    // Escape closes the message the reader sees: it waits for it, as a reader does.
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/open=/);
    await page.goBack();
    await expect(page).toHaveURL(/open=/);
    await page.keyboard.press('c');
    await expect(page.getByRole('dialog', { name: 'Nouveau message' })).toBeVisible();
  });

  for (const { lng, scheme } of axeViews) {
    for (const path of ['/apps/email', '/apps/email?open=35']) {
      test(`axe: no serious or critical violation on ${path} in ${scheme}, ${lng}`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await useLanguage(page, lng);
        await signIn(page, 'admin');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await drawnWhole(page);
        expect(await seriousViolations(page)).toEqual([]);
        if (path === '/apps/email') {
          await page.keyboard.press('c');
          await expect(page.getByRole('dialog')).toBeVisible();
          await expect(page.getByRole('textbox').last()).toBeVisible();
          expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        }
      });
    }
  }
});
