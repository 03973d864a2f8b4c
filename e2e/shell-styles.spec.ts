import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';

/** The products list, once its first ten rows are in. */
async function openProductList(page: Page) {
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.getByRole('table', { name: 'Produits' }).locator('tbody tr')).toHaveCount(10);
}

/** The primary colour the page's styles give it. */
const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mui-palette-primary-main'));

// docs/performance.md, "Styles in the page's HTML": a back-office page's HTML carries the rules its first screen
// needs, and emotion compiles none of them again.
test('a back-office page arrives with its styles, and the app compiles only the ones it meets later', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openProductList(page);
  const { shipped, compiled } = await page.evaluate(() => {
    const owner = (rule: CSSRule) => rule.cssText.match(/\.mui-([a-z0-9]+)\b/)?.[1];
    const tags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-page-styles^="mui "]'));
    const runtime = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]'));
    return {
      shipped: tags.flatMap((tag) => tag.getAttribute('data-page-styles')!.split(' ').slice(1)),
      compiled: runtime.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], owner)).filter(Boolean),
    };
  });
  expect(shipped.length).toBeGreaterThan(100);
  expect(compiled.filter((name) => shipped.includes(name!))).toEqual([]);
  expect(compiled.length).toBeLessThan(shipped.length / 4);
});

// docs/performance.md, "Styles left in place": Chromium parses a style tag again when it moves, and a style added
// for a moment restyles the whole document.
test("a back-office page's load leaves its rules' tags where its HTML put them and adds no style for a moment", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { styleMoves: string[] }).styleMoves = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) {
          if (!(node instanceof HTMLStyleElement)) continue;
          const page = node.getAttribute('data-page-styles');
          // MUI's colour scheme provider disables every transition for a moment when the scheme changes.
          const moment = /transition:none/.test(node.textContent ?? '');
          if (page || moment) seen.push(page ?? node.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await openProductList(page);
  await expect(page.locator('style[data-page-styles^="mui "]')).toHaveCount(1);
  await expect(page.locator('style[data-page-styles^="muirtl "]')).toHaveCount(1);
  const moves = await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves);
  expect(moves.map((text) => text.slice(0, 40))).toEqual([]);
});

// The first press on a button starts MUI's ripple, whose @keyframes would make Chromium restyle the whole document
// in the task of that press: the page's HTML carries them (docs/performance.md, "The first press").
test("a first press on a list's button compiles none of the ripple's styles: they come with the page", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openProductList(page);
  // Held down, the ripple stays until the press ends (released, it may be gone before a busy machine looks).
  await page.getByRole('button', { name: 'Page suivante' }).hover();
  await page.mouse.down();
  await expect(page.locator('.MuiTouchRipple-ripple')).not.toHaveCount(0);
  await page.mouse.up();
  // The next page's rows may bring styles of their own (other categories, other statuses); the ripple's are not.
  const compiled = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]')).flatMap((tag) =>
      Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText),
    ),
  );
  expect(compiled.filter((rule) => /keyframes|MuiTouchRipple/.test(rule))).toEqual([]);
});

// The theme's global styles (colour variables, CSS baseline) arrive named as emotion's server rendering names
// them: the app takes them over instead of compiling them again (scripts/shell-frame.ts).
test('the theme’s global styles are taken over from the HTML, not compiled again', async ({ page }) => {
  await signIn(page, 'admin');
  await openProductList(page);
  const globals = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui-global"]'), (tag) => ({
      // A tag emotion compiled holds its rules in the sheet only; one from the HTML keeps them as its text.
      fromHtml: (tag.textContent ?? '').length > 0,
      // Declares the variables (the baseline's chips only use them).
      variables: Array.from(tag.sheet?.cssRules ?? []).some((rule) =>
        rule.cssText.includes('--mui-palette-primary-main:'),
      ),
    })),
  );
  expect(globals.filter((tag) => tag.variables)).toEqual([{ fromHtml: true, variables: true }]);
  await expect(page.locator('style[data-emotion^="mui-global "]')).toHaveCount(0);
  expect(await primaryColour(page)).toBe('#b36734');
});

test('a reader with another primary colour gets the app’s own global styles, and none of the HTML’s', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.addInitScript(() => window.localStorage.setItem('okoume-digital-primary-color', '"#0d9394"'));
  await openProductList(page);
  await expect(page.locator('style[data-emotion^="mui-global "]')).toHaveCount(0);
  expect(await primaryColour(page)).toBe('#0d9394');
});

test('a colour picked after the load replaces the global styles taken from the HTML', async ({ page }) => {
  await signIn(page, 'admin');
  await openProductList(page);
  // Whether a global rule still names the brand's colour as the primary one.
  const brandRule = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="mui-global"]')).some((tag) =>
        Array.from(tag.sheet?.cssRules ?? []).some((rule) =>
          /--mui-palette-primary-main:\s*#b36734/.test(rule.cssText),
        ),
      ),
    );
  expect(await primaryColour(page)).toBe('#b36734');
  expect(await brandRule()).toBe(true);
  await page.getByRole('button', { name: 'Ouvrir le personnaliseur' }).click();
  await page.getByRole('dialog', { name: 'Personnaliser le thème' }).getByRole('radio', { name: 'Sarcelle' }).check();
  await expect.poll(() => primaryColour(page)).toBe('#0d9394');
  // The HTML's tag went with the old theme.
  expect(await brandRule()).toBe(false);
});
