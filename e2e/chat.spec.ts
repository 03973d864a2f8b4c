import { expect, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';
import { drawnWhole } from './support/drawn';

// The chat in the static demo (docs/product.md): the API answers from this browser's service worker, so a
// message sent here is kept here; the live journey between two users is e2e/server-mode/chat.spec.ts.

test.describe('chat (static demo)', () => {
  test('opens a conversation, reads it, sends with Enter and keeps a draft per conversation', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/apps/chat');
    const chats = page.getByRole('list', { name: 'Discussions' });
    const grace = chats.getByRole('button', { name: /Grâce Mouanda/ });
    await expect(grace.getByLabel('2 messages non lus')).toBeVisible();
    await grace.click();
    await expect(page).toHaveURL(/with=101/);
    const thread = page.getByRole('region', { name: 'Discussion avec Grâce Mouanda' });
    await expect(thread.getByRole('log').getByText('Lundi, c’est parfait.')).toBeVisible();
    await expect(grace.getByLabel('2 messages non lus')).toHaveCount(0);

    const composer = thread.getByRole('textbox', { name: 'Message à Grâce Mouanda' });
    await composer.fill('Brouillon pour Grâce');
    await chats.getByRole('button', { name: /Michel Ondo/ }).click();
    await expect(page.getByRole('textbox', { name: 'Message à Michel Ondo' })).toHaveValue('');
    await page.goBack();
    await expect(composer).toHaveValue('Brouillon pour Grâce');

    await composer.fill('La version arabe sera prête jeudi.');
    await composer.press('Enter');
    const sent = thread.getByRole('listitem').filter({ hasText: 'La version arabe sera prête jeudi.' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('img', { name: 'Envoyé' })).toBeVisible();
    await expect(composer).toHaveValue('');
    await expect(thread.getByRole('heading', { name: 'Aujourd’hui' })).toBeVisible();
    await expect(grace).toContainText('Vous : La version arabe sera prête jeudi.');
  });

  test('on a phone, shows the list, then the conversation, and back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'ar');
    await signIn(page, 'admin');
    await page.goto('/apps/chat');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: /Serge Atangana/ }).click();
    const thread = page.getByRole('region', { name: 'محادثة مع Serge Atangana' });
    await expect(thread).toBeVisible();
    await expect(page.getByRole('list', { name: 'المحادثات' })).toBeHidden();
    await thread.getByRole('button', { name: 'العودة إلى المحادثات' }).click();
    await expect(page.getByRole('list', { name: 'المحادثات' })).toBeVisible();
  });

  test('the client account may not open the chat', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/chat');
    await expect(page).toHaveURL(/not-authorized/);
  });

  for (const { lng, scheme } of axeViews) {
    test(`axe: no serious or critical violation in ${scheme}, ${lng}`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto('/apps/chat?with=104');
      await expect(page.getByRole('log')).toBeVisible();
      await drawnWhole(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page
        .getByRole('button', {
          name: lng === 'fr' ? 'Ouvrir mon profil et mon statut' : 'افتح ملفي الشخصي وحالتي',
        })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page, 'body')).toEqual([]);
    });
  }
});
