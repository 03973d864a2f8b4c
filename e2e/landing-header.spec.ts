import { expect, type Page, test } from '@playwright/test';
import { useLanguage } from './support/session';
import { moveThePointer } from './support/landing';

const widths = [360, 1024, 1280, 1366, 1440, 2560];

interface HeaderReport {
  scrollWidth: number;
  innerWidth: number;
  items: string[];
  problems: string[];
}

/** The header's visible links and buttons: none may overlap another, leave the viewport or clip its label. */
function headerReport(page: Page, scope: '#prerender' | '#root') {
  return page.evaluate((scope): HeaderReport => {
    const header = document.querySelector(`${scope} header`);
    if (!header) throw new Error(`no header in ${scope}`);
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    const items = Array.from(header.querySelectorAll('a, button')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const problems: string[] = [];
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const [i, a] of boxes.entries()) {
      if (a.r.left < -0.5 || a.r.right > window.innerWidth + 0.5) problems.push(`${name(a.el)} leaves the viewport`);
      if (a.el.scrollWidth > a.el.clientWidth + 1) problems.push(`${name(a.el)} is cut off`);
      for (const b of boxes.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlapX = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const overlapY = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      items: items.map(name),
      problems,
    };
  }, scope);
}

async function expectHeaderFits(page: Page, scope: '#prerender' | '#root', width: number) {
  await page.setViewportSize({ width, height: 800 });
  const report = await headerReport(page, scope);
  expect(report.problems, `${scope} at ${width} px: ${report.items.join(' | ')}`).toEqual([]);
  expect(report.scrollWidth, `${scope} scrolls sideways at ${width} px`).toBeLessThanOrEqual(report.innerWidth);
}

for (const lng of ['fr', 'en', 'ar'] as const) {
  test(`the landing header fits without overlap or sideways scroll in ${lng}, 360 to 2560 px`, async ({ page }) => {
    await useLanguage(page, lng);
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    if (lng === 'fr') {
      // The prerendered page (French) is what a visitor sees until their first move: it must fit too.
      // Resizing is not a move, so the copy stays on screen through these widths.
      for (const width of widths) await expectHeaderFits(page, '#prerender', width);
      await expect(page.locator('#prerender')).toHaveCount(1);
      await moveThePointer(page);
    }
    await page.locator('#root header').waitFor();
    await expect(page.locator('#prerender')).toHaveCount(0);
    for (const width of widths) await expectHeaderFits(page, '#root', width);
  });
}

test('on a phone the drawer offers Login, which opens the login page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.locator('#landing-mobile-menu');
  await drawer.getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('each sub-item of the three menus leads to its own card, with its own content', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await moveThePointer(page);
  await expect(page.locator('#prerender')).toHaveCount(0);
  const summaries = new Set<string>();
  for (const [group, count] of [
    ['Offres digitales', 9],
    ['Courtage commercial', 3],
    ['Formations', 8],
  ] as const) {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: group }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    // Each offer, then the whole catalogue ("Explorer les cours" for the trainings).
    await expect(items).toHaveCount(count + 1);
    const names = (await items.allTextContents()).slice(0, count);
    await page.keyboard.press('Escape');
    for (const name of names) {
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: group }).click();
      await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
      await expect(page).toHaveURL(/#offer-[a-z0-9-]+$/);
      const id = new URL(page.url()).hash.slice(1);
      const card = page.locator(`#${id}`);
      await expect(card.getByRole('heading', { level: 4 })).toHaveText(name);
      await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(60);
      await expect(card).toContainText('Pour qui');
      await expect(card).toContainText('Ce que vous obtenez');
      summaries.add((await card.locator('p').first().textContent()) ?? '');
    }
  }
  expect(summaries.size).toBe(20);
});
