import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('a signed-in visitor of the public site sees their avatar, reaches the back office and signs out there', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The prerendered page is the same for everyone: its "Connexion" must never show to a signed-in visitor.
  await page.addInitScript(() => {
    const w = window as unknown as { __sawLogin: boolean };
    w.__sawLogin = false;
    const check = () => {
      const el = document.querySelector('#prerender [data-account]');
      if (el && getComputedStyle(el).visibility !== 'hidden' && el.getBoundingClientRect().width > 0)
        w.__sawLogin = true;
      requestAnimationFrame(check);
    };
    document.addEventListener('readystatechange', check);
    requestAnimationFrame(check);
  });
  await page.goto('/');
  const account = page.locator('#root header').getByRole('button', { name: /^Compte de / });
  await expect(account).toBeVisible();
  await expect(page.locator('#root header').getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  // The app started without waiting for a first move, to show the avatar.
  await expect(page.locator('#prerender')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sawLogin: boolean }).__sawLogin)).toBe(false);
  await account.click();
  await page.getByRole('menuitem', { name: 'Back-office' }).click();
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);

  await page.goto('/');
  await page
    .locator('#root header')
    .getByRole('button', { name: /^Compte de / })
    .click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#root header').getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('accessToken');
});

test('the client signed in on a phone finds the access-control demo and sign-out in the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'client');
  await page.goto('/');
  await expect(page.locator('#root header').getByRole('button', { name: /^Compte de / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.locator('#landing-mobile-menu');
  await expect(drawer.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Back-office' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
});
