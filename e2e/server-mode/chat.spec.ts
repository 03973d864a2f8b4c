import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from '../support/session';

// The chat live between two signed-in users (docs/api.md, "Chat", "Live"): two browser contexts, each signed in
// through the form as one administrator, each with the other's conversation open.

const openConversation = async (page: Page, withId: number) => {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/apps/chat/events'));
  await page.goto(`/apps/chat?with=${withId}`);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  return page.getByRole('region', { name: /^Discussion avec / });
};

const bubble = (thread: ReturnType<Page['getByRole']>, text: string) =>
  thread.getByRole('log').getByRole('listitem').filter({ hasText: text });

test('two administrators chat live: messages, statuses and presence arrive without reload', async ({
  page,
  browser,
}) => {
  test.slow();
  // The server keeps what a run sent: a retry or a second run on the same server writes texts of its own.
  const run = Date.now().toString(36);
  await signInThroughForm(page, 'admin');
  const michelContext = await browser.newContext();
  const michel = await michelContext.newPage();
  await signInThroughForm(michel, 'support');

  const aichaThread = await openConversation(page, 3);
  const michelThread = await openConversation(michel, 1);
  await expect(michelThread.getByRole('heading', { name: 'Aïcha Mbemba' })).toBeVisible();

  // Aïcha writes; Michel sees it within a second, and Aïcha sees it read (his conversation is open).
  const first = `Michel, le client de Port-Gentil rappelle à 15 h (${run}).`;
  await aichaThread.getByRole('textbox', { name: 'Message à Michel Ondo' }).fill(first);
  await aichaThread.getByRole('textbox', { name: 'Message à Michel Ondo' }).press('Enter');
  await expect(bubble(aichaThread, first)).toBeVisible();
  await expect(bubble(michelThread, first)).toBeVisible({ timeout: 1_000 });
  await expect(bubble(aichaThread, first).getByRole('img', { name: 'Lu' })).toBeVisible();

  // Michel answers; Aïcha sees it without reload.
  const reply = `Bien reçu, je prépare le compte rendu (${run}).`;
  await michelThread.getByRole('textbox', { name: 'Message à Aïcha Mbemba' }).fill(reply);
  await michelThread.getByRole('textbox', { name: 'Message à Aïcha Mbemba' }).press('Enter');
  await expect(bubble(michelThread, reply)).toBeVisible();
  await expect(bubble(aichaThread, reply)).toBeVisible({ timeout: 1_000 });
  await expect(bubble(michelThread, reply).getByRole('img', { name: 'Lu' })).toBeVisible();

  // Michel sets his status; Aïcha's open conversation shows it.
  await michel.getByRole('button', { name: 'Ouvrir mon profil et mon statut' }).click();
  // The radio shows the status the API kept, so it turns checked once the answer is in: click, then wait.
  await michel.getByRole('dialog').getByRole('radio', { name: 'Occupé' }).click();
  await expect(michel.getByRole('dialog').getByRole('radio', { name: 'Occupé' })).toBeChecked();
  await expect(aichaThread.getByText('Responsable du support · Occupé')).toBeVisible();
  await michel.keyboard.press('Escape');

  // Michel leaves the chat: his stream is closed, so what Aïcha sends now stays "sent"...
  await michel.goto('/dashboards/analytics');
  await expect(michel.getByRole('heading', { level: 1 })).toBeVisible();
  const later = `Tu peux me rappeler quand tu es disponible ? (${run})`;
  await aichaThread.getByRole('textbox', { name: 'Message à Michel Ondo' }).fill(later);
  await aichaThread.getByRole('textbox', { name: 'Message à Michel Ondo' }).press('Enter');
  await expect(bubble(aichaThread, later).getByRole('img', { name: 'Envoyé' })).toBeVisible();
  // ...until he comes back to it: delivered, then read.
  const back = await openConversation(michel, 1);
  await expect(bubble(back, later)).toBeVisible();
  await expect(bubble(aichaThread, later).getByRole('img', { name: 'Lu' })).toBeVisible();
  await michelContext.close();
});
