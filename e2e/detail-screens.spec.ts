import { expect, type Page, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';
import { restingBox } from './support/resting-box';
import { drawnWhole } from './support/drawn';

// The customer details and user view screens (docs/ecommerce.md, docs/users.md): their data comes from the API.

async function openFirstCustomer(page: Page) {
  await page.goto('/apps/ecommerce/customer/list');
  await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d+/);
}

test.describe('detail screens', () => {
  test('a customer’s orders page through and open their details; their spending is drawn', async ({ page }) => {
    await signIn(page, 'admin');
    await openFirstCustomer(page);
    const orders = page.getByRole('table', { name: 'Commandes' });
    await expect(orders.locator('tbody tr')).toHaveCount(5);
    await expect(page.getByText(/^1–5 sur \d+$/)).toBeVisible();
    const first = (await orders.getByRole('link').first().innerText()).trim();
    await page.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(page.getByText(/^6–\d+ sur \d+$/)).toBeVisible();
    await expect(orders.getByRole('link', { name: first })).toHaveCount(0);

    const spending = page.getByRole('figure', { name: 'Dépenses par mois' });
    await expect(spending.locator('svg').first()).toBeVisible();

    const link = orders.getByRole('link').first();
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/apps/ecommerce/order/details/${number.slice(1)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number.slice(1));
  });

  test('an order’s status changes from its details, with a confirmation', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/order/list');
    await page.locator('main table tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/details\/\d+$/);
    const select = page.getByRole('combobox', { name: 'Statut de la commande' });
    const next = (await select.innerText()).includes('Livrée') ? 'Expédiée' : 'Livrée';
    await select.click();
    await page.getByRole('option', { name: next }).click();
    await expect(select).toHaveText(next);
    const toast = page.getByRole('alert').filter({ hasText: `Statut de la commande : ${next}` });
    await expect(toast).toBeVisible();
    // The confirmation leaves the select it confirms in sight and within reach.
    const [toastBox, selectBox] = await Promise.all([restingBox(toast), select.boundingBox()]);
    const apart =
      toastBox.x + toastBox.width <= selectBox!.x ||
      selectBox!.x + selectBox!.width <= toastBox.x ||
      toastBox.y + toastBox.height <= selectBox!.y ||
      selectBox!.y + selectBox!.height <= toastBox.y;
    expect(apart).toBe(true);
    // Once saved, the value shown is the order's as read again from the API.
    await expect(select).toHaveText(next);
  });

  test('a user’s projects and activity, in French then in Arabic', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/view/3');
    await expect(page.getByRole('progressbar', { name: /^Avancement de / })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Fil d’activité' })).toBeVisible();
    await expect(page.getByText(/^A (terminé|rejoint|partagé|demandé)|^S’est connecté/).first()).toBeVisible();

    await useLanguage(page, 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('progressbar', { name: /^تقدّم / })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'سجل النشاط' })).toBeVisible();
  });

  test('a user’s invoices: the three they issued, each opening its preview', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/view/7');
    const invoices = page.getByRole('table', { name: 'Factures émises' });
    await expect(invoices.getByRole('link')).toHaveText(['OKD-0107', 'OKD-0057', 'OKD-0007']);
    await expect(page.getByText(/^1–3 sur 3$/)).toBeVisible();
    await invoices.getByRole('link', { name: 'OKD-0057' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/57$/);
    await expect(page.getByRole('article', { name: 'Facture OKD-0057' })).toBeVisible();
  });

  for (const { lng, scheme } of axeViews) {
    test(`axe: no serious or critical violation on both screens in ${lng}, ${scheme}`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto('/apps/ecommerce/customer/list');
      await page.locator('main table tbody tr').first().getByRole('link').click();
      await expect(page.getByRole('figure')).toBeVisible();
      await expect(page.locator('main table tbody a').first()).toBeVisible();
      await drawnWhole(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/apps/user/view/3');
      await expect(page.getByRole('progressbar')).toHaveCount(4);
      await expect(page.locator('main ol li').first()).toBeVisible();
      await expect(page.locator('main table tbody a')).toHaveCount(3);
      await drawnWhole(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
