import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

// docs/performance.md, "Styles in the page's HTML": a back-office page's HTML carries the rules its first screen
// needs, and emotion compiles none of them again.
test('a back-office page arrives with its styles, and the app compiles only the ones it meets later', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.getByRole('table', { name: 'Produits' }).locator('tbody tr')).toHaveCount(10);
  const { shipped, compiled } = await page.evaluate(() => {
    const owner = (rule: CSSRule) => rule.cssText.match(/\.mui-([a-z0-9]+)\b/)?.[1];
    const tags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="mui "]'));
    const runtime = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]'));
    return {
      shipped: tags.flatMap((tag) => tag.getAttribute('data-emotion')!.split(' ').slice(1)),
      compiled: runtime.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], owner)).filter(Boolean),
    };
  });
  expect(shipped.length).toBeGreaterThan(100);
  expect(compiled.filter((name) => shipped.includes(name!))).toEqual([]);
  expect(compiled.length).toBeLessThan(shipped.length / 4);
});
