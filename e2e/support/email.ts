import { expect, type Page } from '@playwright/test';

/** The mailbox's message list (issue "E-mail"), in French. */
export const mailRows = (page: Page) =>
  page.getByRole('list', { name: /Boîte de réception|Envoyés/ }).getByRole('listitem');

/** Writes and sends a message from the compose dialog, in French: one recipient typed wrong first, then fixed. */
export async function composeAndSend(page: Page, subject: string) {
  await page.getByRole('button', { name: 'Nouveau message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau message' });
  const to = dialog.getByRole('combobox', { name: 'À' });
  await to.fill('serge.ondo@');
  await to.press('Enter');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Adresse e-mail invalide')).toBeVisible();
  await to.press('Backspace');
  await to.fill('serge.ondo@pg-logistique.ga');
  await to.press('Enter');
  await dialog.getByLabel('Objet').fill(subject);
  const body = dialog.getByRole('textbox', { name: 'Message' });
  await body.click();
  await body.pressSequentially('Bonjour, voici le planning ');
  await dialog.getByRole('button', { name: 'Gras' }).click();
  await body.pressSequentially('de décembre');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Message envoyé')).toBeVisible();
}

/** Opens Sent and finds the message there, then opens it. */
export async function findInSent(page: Page, subject: string) {
  await page.getByRole('link', { name: 'Envoyés' }).click();
  await expect(page).toHaveURL(/folder=sent/);
  const row = mailRows(page).filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.locator('article strong', { hasText: 'de décembre' })).toBeVisible();
}
