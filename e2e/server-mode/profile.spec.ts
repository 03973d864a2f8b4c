import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/session';

// The profile's Connect buttons against the server mode (docs/api.md, "Pages"): kept in the database, so a reload
// shows them as left. No other journey touches the profile.

test('the header’s and a card’s Connect buttons are kept by the server', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/pages/user-profile/profile');
  const overview = page.getByRole('region', { name: 'Vue d’ensemble' });
  await expect(overview).toContainText('897');
  await page.getByRole('button', { name: /^Connecté avec Aïcha Mbemba/ }).click();
  await expect(page.getByRole('button', { name: 'Se connecter avec Aïcha Mbemba' })).toBeVisible();
  await expect(overview).toContainText('896');

  await page.getByRole('tab', { name: 'Relations' }).click();
  const nathalie = page.getByRole('article', { name: 'Nathalie Koumba' });
  await nathalie.getByRole('button', { name: /^Connecté avec Nathalie Koumba/ }).click();
  await expect(nathalie.getByRole('button', { name: 'Se connecter avec Nathalie Koumba' })).toBeVisible();
  await expect(nathalie.getByRole('definition').last()).toHaveText('59');

  await page.reload();
  await expect(nathalie.getByRole('button', { name: 'Se connecter avec Nathalie Koumba' })).toBeVisible();
  await expect(nathalie.getByRole('definition').last()).toHaveText('59');
  await expect(page.getByRole('button', { name: 'Se connecter avec Aïcha Mbemba' })).toBeVisible();
  await page.getByRole('tab', { name: 'Profil' }).click();
  await expect(overview).toContainText('896');
});
