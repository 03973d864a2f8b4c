import { expect, type Page, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';
import { openMenuGroup } from './support/menu';
import { seriousViolations } from './support/axe';
import { drawnWhole } from './support/drawn';

const productRows = (page: Page) => page.getByRole('table', { name: 'Produits' }).locator('tbody tr');

test.describe('e-commerce back office', () => {
  test('filters products by category and search, and a reload shows the same view', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/product/list');
    await expect(productRows(page)).toHaveCount(10);

    await page.getByLabel('Catégorie').click();
    await page.getByRole('option', { name: 'Chaussures' }).click();
    await expect(page).toHaveURL(/category=Shoes/);
    await page.getByLabel('Rechercher un produit ou une marque').fill('nike');
    await expect(page).toHaveURL(/q=nike/);
    await expect(productRows(page)).toHaveCount(1);
    await expect(productRows(page).first()).toContainText('Air Jordan 1 Mid');

    await page.reload();
    await expect(page.getByLabel('Rechercher un produit ou une marque')).toHaveValue('nike');
    await expect(page.getByLabel('Catégorie')).toHaveText('Chaussures');
    await expect(productRows(page)).toHaveCount(1);
    await expect(productRows(page).first()).toContainText('Air Jordan 1 Mid');

    // Back undoes the category filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('sorts orders by amount', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/order/list');
    const table = page.getByRole('table', { name: 'Commandes' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const amounts = async () =>
      (await table.locator('tbody tr td:nth-child(8)').allInnerTexts()).map((s) =>
        Number(s.replace(/[^\d,]/g, '').replace(',', '.')),
      );
    await table.getByRole('button', { name: 'Montant' }).click();
    await expect(page).toHaveURL(/sortBy=spent&orderBy=asc/);
    await expect(table.getByRole('columnheader', { name: 'Montant' })).toHaveAttribute('aria-sort', 'ascending');
    // The previous rows stay on screen until the sorted page arrives.
    const sorted = (dir: 1 | -1) => async () => {
      const a = await amounts();
      return a.length === 10 && a.every((v, i) => i === 0 || dir * (v - a[i - 1]!) >= 0);
    };
    await expect.poll(sorted(1)).toBe(true);
    const asc = await amounts();
    await table.getByRole('button', { name: 'Montant' }).click();
    await expect(page).toHaveURL(/orderBy=desc/);
    await expect.poll(async () => (await amounts())[0]).toBeGreaterThan(asc.at(-1) ?? 0);
    await expect.poll(sorted(-1)).toBe(true);
  });

  test('deletes a review after confirmation and it is gone from the list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/manage-review');
    const rows = page.getByRole('table', { name: 'Gérer les avis' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const first = rows.first();
    const deleteButton = first.getByRole('button', { name: /^Supprimer/ });
    const label = (await deleteButton.getAttribute('aria-label')) ?? '';
    await deleteButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Continuer');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(/Suppression effectuée/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    await expect(page.getByText('99 avis', { exact: true })).toBeVisible();
  });

  test('reviews are in the reader’s language, and a search finds them by its words', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/manage-review');
    const rows = page.getByRole('table', { name: 'Gérer les avis' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Destructeur de documents 12 feuilles');
    await expect(rows.first()).toContainText('Je recommande');

    await page.getByLabel('Rechercher un produit, un auteur ou un texte').fill('livraison');
    await expect(page).toHaveURL(/q=livraison/);
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((text) => /livraison/i.test(text));
      })
      .toBe(true);
  });

  test('reviews read in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/manage-review');
    const rows = page.getByRole('table', { name: 'إدارة التقييمات' }).locator('tbody tr');
    await expect(rows.first()).toContainText('آلة تمزيق الورق 12 ورقة');
    await expect(rows.first()).toContainText('أنصح به');
  });

  test('customers: the country is in French and searching "Cameroun" finds the Cameroonian customers', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/customer/list');
    const rows = page.getByRole('table', { name: 'Clients' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await page.getByLabel('Rechercher un nom, un pays ou un e-mail').fill('Cameroun');
    await expect(page).toHaveURL(/q=Cameroun/);
    // Every row of the searched view names the country in French (read again until the view has painted).
    await expect(async () => {
      const texts = await rows.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => !text.includes('Cameroun'))).toEqual([]);
    }).toPass();
    await expect(page.getByRole('table', { name: 'Clients' })).not.toContainText('Cameroon');
  });

  test("opens a customer's details from the list, and an unknown id is a 404", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/customer/list');
    const link = page.getByRole('table', { name: 'Clients' }).locator('tbody tr').first().getByRole('link');
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await expect(page).toHaveURL(/tab=security/);
    await expect(page.getByLabel(/^Nouveau mot de passe/)).toBeVisible();

    await page.goto('/apps/ecommerce/customer/details/1');
    await expect(page.getByRole('heading', { name: 'Client introuvable' })).toBeVisible();
  });

  // docs/performance.md, "Plain links": the menu's entries and a row's actions are plain anchors the router follows.
  test('the menu and a row action open their page in the app, without loading the document again', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const kept = () => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await openMenuGroup(menu, 'E-commerce');
    await menu.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Produits' })).toHaveAttribute('aria-current', 'page');
    expect(await kept()).toBe(true);
    const row = page.getByRole('table', { name: 'Produits' }).locator('tbody tr').first();
    await row.getByRole('link', { name: /^Modifier/ }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await kept()).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
    expect(await kept()).toBe(true);
  });

  test('the products list at rest runs no animation: its loading bar is stopped while hidden', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/product/list');
    await expect(productRows(page)).toHaveCount(10);
    // docs/performance.md, "The idle bar": a hidden bar that kept animating cost a frame's work on every frame.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("the dashboard's charts fill their cards and follow the window's width", async ({ page }) => {
    // The charts are given their box's size (src/components/charts/plot-size.tsx) instead of measuring it.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/dashboards/ecommerce');
    const widths = () =>
      page.getByRole('figure').evaluateAll((figures) =>
        figures
          .filter((figure) => figure.querySelector('svg path'))
          .map((figure) => {
            const style = getComputedStyle(figure);
            const room = figure.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
            // The drawing, not a legend's marks.
            const drawing = Math.max(
              ...[...figure.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width),
            );
            return Math.round(room - drawing);
          }),
      );
    // Each drawn chart is as wide as its card's content, to the pixel (x-charts draws whole pixels).
    await expect.poll(widths).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    for (const gap of await widths()) expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    const revenue = page.getByRole('figure', { name: "Chiffre d'affaires" }).locator('svg').first();
    const wide = (await revenue.boundingBox())!.width;
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(async () => (await widths()).every((gap) => Math.abs(gap) <= 1)).toBe(true);
    expect((await revenue.boundingBox())!.width).toBeLessThan(wide);
  });

  for (const lng of ['fr', 'ar'] as const) {
    test(`the dashboard renders its charts in ${lng}`, async ({ page }) => {
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto('/dashboards/ecommerce');
      const heading = lng === 'fr' ? 'Tableau de bord e-commerce' : 'لوحة التجارة الإلكترونية';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const revenue = page.getByRole('figure', { name: lng === 'fr' ? "Chiffre d'affaires" : 'الإيرادات' });
      await expect(revenue.locator('svg path').first()).toBeVisible();
      // Axis labels are months in the interface language.
      const month = lng === 'fr' ? /janv\.|févr\.|mars|avr\./ : /يناير|فبراير|مارس|أبريل/;
      await expect(revenue.locator('svg text').filter({ hasText: month }).first()).toBeVisible();
      // No two month labels of the x axis overlap (Arabic month names are long).
      await page.evaluate(() => document.fonts.ready);
      const boxes = await revenue.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').evaluateAll((els) =>
        els
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => [r.left, r.right])
          .sort((a, b) => a[0]! - b[0]!),
      );
      expect(boxes.length).toBeGreaterThan(3);
      for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]![0]).toBeGreaterThanOrEqual(boxes[i - 1]![1]!);
      await expect(
        page
          .getByRole('figure', { name: lng === 'fr' ? 'Commandes par statut' : 'الطلبات حسب الحالة' })
          .locator('svg path')
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('figure', { name: lng === 'fr' ? 'Ventes' : 'المبيعات' })
          .locator('svg rect')
          .first(),
      ).toBeVisible();
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of [
      '/apps/ecommerce/product/list',
      '/apps/ecommerce/order/list',
      '/apps/ecommerce/order/details/',
    ]) {
      test(`axe: no serious or critical violation on ${path} in ${scheme}`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin');
        let target = path;
        if (path.endsWith('/details/')) {
          await page.goto('/apps/ecommerce/order/list');
          const href = await page
            .getByRole('table', { name: 'Commandes' })
            .locator('tbody tr a')
            .first()
            .getAttribute('href');
          target = href ?? path;
        }
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await drawnWhole(page);
        // The page's own content; the shell (menu, navbar) is audited by its own journey.
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('on a 390 px phone no e-commerce screen scrolls sideways (wide tables scroll in their own box)', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    for (const path of [
      '/dashboards/ecommerce',
      '/apps/ecommerce/product/list',
      '/apps/ecommerce/order/list',
      '/apps/ecommerce/manage-review',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main table, main [role="figure"]').first()).toBeVisible();
      await drawnWhole(page);
      const overflow = await page.evaluate(
        () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
