import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The HTML a host answers for a back-office address (scripts/route-shells.ts): not the landing page's
 * prerendered copy, and a module preload for each file the page needs. Returns the preloaded files.
 */
export async function expectPageOwnHtml(request: APIRequestContext, path: string): Promise<string[]> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  expect(html, path).not.toContain('id="prerender"');
  expect(html, path).not.toContain('application/ld+json');
  expect(html, path).toContain('<div id="root"></div>');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href ?? '',
  );
  // The boot chunk's few, plus the layout's, the page's and its French strings'.
  expect(preloads.length, path).toBeGreaterThan(5);
  return preloads;
}

/**
 * Opens `path` from its HTML without any module preload and resolves with the scripts the page's own imports
 * fetched by the time `ready` passes and the network is idle: what the preloads must be a part of.
 */
export async function scriptsImported(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const answer = await route.fetch();
      const body = (await answer.text()).replace(/<link rel="modulepreload"[^>]*>/g, '');
      await route.fulfill({ response: answer, body });
    },
  );
  // Files held in the memory cache (immutable assets of an earlier visit) would be reused without a request.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  return fetched;
}
