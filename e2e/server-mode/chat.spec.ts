import { expect, test } from '@playwright/test';
import { bubble, openConversation, sendMessage } from '../support/chat';
import { signInThroughForm } from '../support/session';

// The chat live between two signed-in users (docs/api.md, "Chat", "Live"): two browser contexts, each signed in
// through the form as one administrator, each with the other's conversation open.

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

  // Aïcha writes; Michel sees it without reload (how fast: `npm run bench:chat`), and Aïcha sees it read (his
  // conversation is open).
  const first = `Michel, le client de Port-Gentil rappelle à 15 h (${run}).`;
  await sendMessage(aichaThread, 'Michel Ondo', first);
  await expect(bubble(aichaThread, first)).toBeVisible();
  await expect(bubble(michelThread, first)).toBeVisible();
  await expect(bubble(aichaThread, first).getByRole('img', { name: 'Lu' })).toBeVisible();

  // Michel answers; Aïcha sees it without reload.
  const reply = `Bien reçu, je prépare le compte rendu (${run}).`;
  await sendMessage(michelThread, 'Aïcha Mbemba', reply);
  await expect(bubble(michelThread, reply)).toBeVisible();
  await expect(bubble(aichaThread, reply)).toBeVisible();
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
  await sendMessage(aichaThread, 'Michel Ondo', later);
  await expect(bubble(aichaThread, later).getByRole('img', { name: 'Envoyé' })).toBeVisible();
  // ...until he comes back to it: delivered, then read.
  const back = await openConversation(michel, 1);
  await expect(bubble(back, later)).toBeVisible();
  await expect(bubble(aichaThread, later).getByRole('img', { name: 'Lu' })).toBeVisible();
  await michelContext.close();
});
