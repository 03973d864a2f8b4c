import { expect, type Page, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';
import { pageHeading } from './support/page-heading';
import { drawnWhole } from './support/drawn';

/**
 * The screens of the last sessions and of the apps, forms, wizards and sign-in pages reviewed since, on a phone
 * (390 px) in Arabic and English, neither scroll sideways nor draw chart
 * axis labels that collide or are cut short (Arabic month names have no short form); on a desktop the menu's
 * entries are not cut short either.
 */
const backOffice = [
  '/dashboards/analytics',
  '/dashboards/academy',
  '/dashboards/logistics',
  '/dashboards/crm',
  '/dashboards/ecommerce',
  '/pages/help-center',
  '/pages/help-center/article/getting-started',
  '/apps/ecommerce/customer/details/582076',
  '/apps/user/view/1',
  '/apps/email',
  '/apps/chat',
  '/apps/invoice/list',
  '/apps/invoice/add',
  '/apps/ecommerce/product/edit/1',
  '/pages/account-settings/security',
  '/forms/elements',
  '/forms/layouts',
  '/charts',
  '/wizard-examples/create-deal',
  '/wizard-examples/checkout',
  '/apps/contact-messages',
  '/apps/audit',
];
const publicPages = [
  '/front-pages/help-center',
  '/front-pages/help-center/article/change-your-password',
  '/pages/authentication/register-multi-steps',
  '/pages/authentication/two-steps-v1',
  '/pages/authentication/verify-email-v2',
  '/pages/authentication/reset-password-v1',
  '/forgot-password',
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/pages/authentication/login-v1',
  '/pages/authentication/register-v2',
  '/pages/authentication/forgot-password-v2',
  '/pages/authentication/two-steps-v2',
];

/** Pairs of x-axis tick labels of one chart that overlap or sit closer than 4 px, and labels cut with "…". */
const axisProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const axis of document.querySelectorAll('.MuiChartsAxis-directionX')) {
      const labels = [...axis.querySelectorAll<SVGTextElement>('.MuiChartsAxis-tickLabel')]
        .filter((l) => (l.textContent ?? '').trim() !== '')
        .map((l) => ({ text: l.textContent!, box: l.getBoundingClientRect() }))
        .sort((a, b) => a.box.left - b.box.left);
      for (const l of labels) if (l.text.includes('…')) problems.push(`"${l.text}" is cut short`);
      labels.slice(1).forEach((l, i) => {
        const before = labels[i]!;
        if (l.box.left - before.box.right < 4) problems.push(`"${before.text}" and "${l.text}" collide`);
      });
    }
    return problems;
  });

const sideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A few screens per test, one after the other in one browser context: each test's start (a fresh context installs
 * the static demo's worker and downloads the app) costs more than a screen on a slow machine.
 */
const batches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

for (const lng of ['ar', 'en'] as const) {
  for (const [signedIn, paths] of [
    ...batches(backOffice, 6).map((b) => [true, b] as const),
    ...batches(publicPages, 7).map((b) => [false, b] as const),
  ]) {
    test(`${paths.length} screens from ${paths[0]} fit a phone in ${lng}`, async ({ page }) => {
      test.slow();
      await useLanguage(page, lng);
      if (signedIn) await signIn(page, 'admin');
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
          await expect(pageHeading(page)).toBeVisible();
          await drawnWhole(page);
          // Charts and lists draw after their data: their placeholders are gone once everything is there.
          await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
          expect(await sideways(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(await axisProblems(page), path).toEqual([]);
        });
      }
    });
  }
}

for (const lng of ['fr', 'en', 'ar'] as const) {
  test(`the public help center keeps its contact link on one line on a phone (${lng})`, async ({ page }) => {
    await useLanguage(page, lng);
    await page.goto('/front-pages/help-center');
    const contact = page.getByRole('banner').getByRole('link', { name: /contact|اتصل/i });
    await expect(contact).toBeVisible();
    expect((await contact.boundingBox())!.height).toBeLessThanOrEqual(44);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

/**
 * Each card's room under its lowest drawn content, beyond `limit` px (the card's own padding is 24 px): a card that a
 * taller neighbour stretches should fill the room, not keep an empty bottom.
 */
const emptyBottoms = (page: Page, limit: number) =>
  page.evaluate(
    (limit) =>
      [...document.querySelectorAll('main .MuiCard-root')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        const header = card.querySelector('.MuiCardHeader-root');
        const bodyTop = header?.getBoundingClientRect().bottom ?? box.top + 24;
        let [highest, lowest] = [box.bottom, box.top];
        for (const el of card.querySelectorAll('*')) {
          if ((el.children.length > 0 && !(el instanceof SVGSVGElement)) || header?.contains(el)) continue;
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.height > 0) [highest, lowest] = [Math.min(highest, r.top), Math.max(lowest, r.bottom)];
        }
        const gap = Math.round(box.bottom - lowest);
        // Content centred on purpose in the body (a welcome banner) leaves as much room above it as below, the body's
        // 24 px bottom padding apart (a card without a header: its top padding too).
        const centred = Math.abs(highest - bodyTop - (gap - 24)) <= 16;
        return gap > limit && !centred ? [`${card.querySelector('h2')?.textContent ?? '?'}: ${gap} px empty`] : [];
      }),
    limit,
  );

for (const width of [1440, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const lng of ['fr', 'ar'] as const) {
      test(`no dashboard or charts card keeps a large empty bottom or cuts an axis label (${lng})`, async ({
        page,
      }) => {
        test.slow();
        await useLanguage(page, lng);
        await signIn(page, 'admin');
        const dashboards = ['crm', 'analytics', 'academy', 'logistics', 'ecommerce'].map(
          (name) => `/dashboards/${name}`,
        );
        for (const name of [...dashboards, '/charts']) {
          await page.goto(name);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await drawnWhole(page);
          await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
          expect(await emptyBottoms(page, 64), name).toEqual([]);
          expect(await axisProblems(page), name).toEqual([]);
        }
      });
    }
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const lng of ['fr', 'en', 'ar'] as const) {
    test(`no menu entry is cut short (${lng})`, async ({ page }) => {
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto('/dashboards/crm');
      const entries = page.getByRole('navigation').locator('.MuiListItemText-primary');
      await expect(entries.first()).toBeVisible();
      const cut = await entries.evaluateAll((all) =>
        all.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
      );
      expect(cut).toEqual([]);
    });
  }
});
