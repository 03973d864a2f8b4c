import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';

/**
 * What the visual review of the apps, forms and wizards found (docs/decisions.md, "Visual review of the apps"):
 * on a phone the e-mail's compose buttons, the reader's header, the invoice lines and the option cards keep a
 * tidy layout; on a desktop the radar's labels in Arabic stay outside its grid.
 */
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Signed in as the administrator, in `lng` (set before with useLanguage). */
async function visit(page: Page, lng: 'fr' | 'en' | 'ar', path: string) {
  await signIn(page, 'admin');
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [lng, names] of [
    ['en', { compose: 'Compose', dialog: 'New message', draft: 'Save draft', send: 'Send' }],
    ['ar', { compose: 'رسالة جديدة', dialog: 'رسالة جديدة', draft: 'حفظ المسودة', send: 'إرسال' }],
  ] as const) {
    test(`the compose dialog keeps "save draft" and "send" on one row (${lng})`, async ({ page }) => {
      await useLanguage(page, lng);
      await visit(page, lng, '/apps/email');
      await page.getByRole('button', { name: names.compose }).click();
      const dialog = page.getByRole('dialog', { name: names.dialog });
      const draft = await box(dialog.getByRole('button', { name: names.draft }));
      const send = await box(dialog.getByRole('button', { name: names.send, exact: true }));
      expect(Math.abs(draft.y - send.y)).toBeLessThan(2);
    });
  }

  test('an open message names its recipients on one line, the date under them (en)', async ({ page }) => {
    await useLanguage(page, 'en');
    await visit(page, 'en', '/apps/email');
    await page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').first().getByRole('link').click();
    const to = page.locator('article').first().getByText(/^To: /);
    await expect(to).toBeVisible();
    const lineHeight = await to.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    expect((await box(to)).height).toBeLessThan(lineHeight * 1.5);
  });

  test('an invoice line’s remove button sits beside the item, not on a row of its own (ar)', async ({ page }) => {
    await useLanguage(page, 'ar');
    await visit(page, 'ar', '/apps/invoice/add');
    const line = page.getByRole('group', { name: 'البند 1' });
    const item = await box(line.getByRole('textbox', { name: /^البند/ }));
    const remove = await box(line.getByRole('button', { name: 'حذف البند 1' }));
    const middle = remove.y + remove.height / 2;
    expect(middle).toBeGreaterThan(item.y);
    expect(middle).toBeLessThan(item.y + item.height);
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`option cards stacked one per row are rows themselves, wider than tall (${lng})`, async ({ page }) => {
      await useLanguage(page, lng);
      await visit(page, lng, '/wizard-examples/create-deal');
      const cards = page.getByRole('radiogroup').first().locator('label');
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        const { width, height } = await box(card);
        expect(width).toBeGreaterThan(height * 2);
      }
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const lng of ['fr', 'ar'] as const) {
    test(`the radar's metric labels run outwards from its corners (${lng})`, async ({ page }) => {
      await useLanguage(page, lng);
      await visit(page, lng, '/charts');
      const radar = page.locator('svg', { has: page.locator('[class*="Radar"]') }).first();
      await expect(radar.locator('text')).toHaveCount(6);
      const inwards = await radar.evaluate((svg: SVGSVGElement) => {
        const frame = svg.getBoundingClientRect();
        const centre = frame.left + frame.width / 2;
        return [...svg.querySelectorAll('text')].flatMap((label) => {
          const point = svg.createSVGPoint();
          point.x = Number(label.getAttribute('x'));
          point.y = Number(label.getAttribute('y'));
          const corner = point.matrixTransform(label.getScreenCTM()!).x;
          const { left, right } = label.getBoundingClientRect();
          const outwards =
            corner > centre + 10 ? left >= corner - 1 : corner < centre - 10 ? right <= corner + 1 : true;
          return outwards ? [] : [label.textContent];
        });
      });
      expect(inwards).toEqual([]);
    });
  }
});
