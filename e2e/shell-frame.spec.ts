import { expect, test, type Page } from '@playwright/test';
import { signIn, useLanguage } from './support/session';

// A back-office page's HTML carries a picture of the frame and the page's header (scripts/shell-frame.ts), so a
// first visit paints them before any script has run, exactly where the app then draws them
// (docs/performance.md, "The frame in the page's HTML").

const path = '/apps/ecommerce/product/list';
const scripts = /\/assets\/.+\.js$/;

/** The page as its HTML alone paints it: every script refused. */
async function openWithoutScripts(page: Page) {
  await page.route(scripts, (route) => route.abort());
  await page.goto(path);
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  expect(found, selector).not.toBeNull();
  return found;
}

for (const [lng, width] of [
  ['fr', 1440],
  ['en', 412],
  ['ar', 390],
] as const) {
  test(`the HTML paints the frame and the header in ${lng} at ${width} px, where the app draws them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await useLanguage(page, lng);
    await signIn(page, 'admin');
    await openWithoutScripts(page);
    const title = page.locator(`#boot-shell .bs-frame[lang="${lng}"] .MuiTypography-h4`);
    await expect(title).toBeVisible();
    const heading = (await title.textContent()) ?? '';
    if (lng === 'fr') expect(heading).toBe('Produits');
    await expect(page.locator('#boot-shell .bs-nav')).toBeHidden();
    // Navigation shown beside the page on a desktop only, as the app does.
    await expect(page.locator(`#boot-shell .bs-frame[lang="${lng}"] .bs-aside`)).toBeVisible({
      visible: width >= 1280,
    });
    const painted = await box(page, `#boot-shell .bs-frame[lang="${lng}"] .MuiTypography-h4`);

    await page.unroute(scripts);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The header's actions may come a moment after the heading (on a busy machine): where the title settles.
    await expect.poll(() => box(page, '#root main h1')).toEqual(painted);
    // Gone once the app is in: the picture never answers for the page; the global styles were taken over by the
    // app (renamed `mui-global`), none is left under its HTML name.
    await expect(page.locator('#boot-shell, style[data-emotion^="mui-global "]')).toHaveCount(0);
  });
}

test('a reader whose layout is not the default gets the plain frame', async ({ page }) => {
  await signIn(page, 'admin');
  await page.addInitScript(() => window.localStorage.setItem('okoume-digital-boot-frame', 'off'));
  await openWithoutScripts(page);
  await expect(page.locator('#boot-shell .bs-nav')).toBeVisible();
  await expect(page.locator('#boot-shell .bs-frame').first()).toBeHidden();
});

test('before the text faces arrive, the header is drawn in a local face that takes the same room', async ({ page }) => {
  await signIn(page, 'admin');
  const titleWidth = async () => {
    const title = page.locator('#boot-shell .bs-frame[lang="fr"] .MuiTypography-h4');
    await expect(title).toHaveText('Produits');
    return title.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { width: range.getBoundingClientRect().width, family: getComputedStyle(element).fontFamily };
    });
  };
  await page.route(/\.woff2?$/, (route) => route.abort());
  await openWithoutScripts(page);
  const fallback = await titleWidth();
  expect(await page.evaluate(() => document.fonts.check('600 16px "Public Sans"'))).toBe(false);
  await page.unroute(/\.woff2?$/);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const own = await titleWidth();
  expect(fallback.family).toBe(own.family);
  expect(Math.abs(fallback.width - own.width) / own.width).toBeLessThan(0.05);
});

test('the lazy pages keep the text faces the HTML declared: each weight once, none loaded again', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboards/ecommerce');
  // The charts come last, from lazy chunks of their own.
  const charts = page.getByRole('figure');
  await expect(charts.first()).toBeVisible();
  await expect(charts.locator('.MuiSkeleton-root')).toHaveCount(0);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Public Sans')
      .map((f) => `${f.weight} ${f.display}`),
  );
  expect(faces.sort()).toEqual(['400 swap', '600 swap', '700 swap']);
});
