// Writes each back-office page's emotion rules into its own HTML (docs/performance.md, "Styles in the page's
// HTML"), after `vite build` and the route shells (scripts/route-shells.ts).
//
// Why: on a first visit the browser spent a third of the page's longest task turning MUI's styles into CSS
// (emotion serialises each style, stylis compiles it, the sheet inserts it rule by rule). The page's HTML carries
// those rules in `<style data-page-styles="<key> <name> <name>…">`, whose names the app's emotion caches mark as
// inserted (src/app/page-styles.ts, as emotion's own hydration of `data-emotion` tags does, but leaving the tag in
// place: a moved tag is parsed again): the page then renders with those rules already in place and compiles only
// the ones it meets later.
//
// How: serve the build, sign in as the demo administrator through the form, open each page with a fixed
// address whose layout is the back office's, wait until the network is idle, the page's heading is in and no
// placeholder is left (the page, its charts and its data are in), and copy the rules of the left-to-right cache
// (key `mui`) grouped by the class name that owns them. Arabic readers use the `muirtl` cache: of its rules, only
// the frame's are written.
//
// The Vite plugin in vite.config.ts runs it after each build; PRERENDER=0 skips it with the landing page's copy.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { captureFrame, type GlobalStyle, pageStylesPattern, withFrame } from './shell-frame.ts';
import { chromiumArgs, headlessChromium } from './chromium.mjs';
import { styleElement } from './style-element.mjs';
import { pageStylesAttribute } from '../src/app/page-styles.ts';

/**
 * The `<style>` the app's emotion cache adopts (src/app/page-styles.ts): its names in the attribute, its rules as
 * text. `rules` are the cssText of the cache's rules in insertion order; a rule belongs to the first emotion class
 * (or keyframes) it names.
 */
export function pageStylesElement(rules: string[], key = 'mui'): string {
  const names: string[] = [];
  const kept: string[] = [];
  const owner = new RegExp(`\\.${key}-([a-z0-9]+)\\b|@keyframes (animation-[a-z0-9]+)`);
  for (const rule of rules) {
    const match = rule.match(owner);
    if (!match) continue;
    const name = match[1] ?? match[2] ?? '';
    if (!names.includes(name)) names.push(name);
    kept.push(rule);
  }
  if (names.length === 0) return '';
  return styleElement(kept.join(''), ` ${pageStylesAttribute}="${key} ${names.join(' ')}"`);
}

/** Adds the page's style tag at the end of its HTML head, replacing one written by an earlier run. */
export function withStyleTag(html: string, tag: string): string {
  return html.replace(pageStylesPattern('mui'), '').replace('</head>', `${tag}</head>`);
}

/**
 * Runs in the page before the app (self-contained: Playwright sends its source). Emotion's `<Global>` first looks
 * for a tag of its name in the document (`style[data-emotion="mui-global <name>"]`), then compiles its styles into
 * a tag of its own, `mui-global`: each such tag is marked with the name looked for just before its first rule.
 */
function nameGlobalStyles() {
  let looked: string | undefined;
  const query = Document.prototype.querySelector;
  Document.prototype.querySelector = function (this: Document, selector: string) {
    looked = /^style\[data-emotion="mui-global ([^"]+)"\]$/.exec(selector)?.[1] ?? looked;
    return query.call(this, selector);
  } as typeof query;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    const tag = this.ownerNode;
    if (looked && tag instanceof HTMLElement && tag.dataset.emotion === 'mui-global' && !tag.dataset.globalName) {
      tag.dataset.globalName = looked;
      looked = undefined;
    }
    return insertRule.call(this, rule, index);
  };
}

/** The page's global styles, in the document's order, under the names `nameGlobalStyles` gave them. */
function globalStyles(page: Page): Promise<GlobalStyle[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui-global"]'), (tag) => ({
      name: tag.dataset.globalName ?? '',
      css: Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText).join(''),
    })),
  );
}

/** The languages whose frame is captured; the French pass also records the page's styles. */
const frameLanguages = ['fr', 'en', 'ar'];

/**
 * Opens a page and waits until it is in: its heading, and no placeholder left (lists render their rows in a
 * deferred render after their data).
 */
async function openSettled(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  // A dashboard's parts below the viewport draw when the reader comes near (src/components/turn.tsx, drawAhead):
  // scroll to each part still busy, as a reader would, so that every part draws and its styles are recorded; then
  // back to the top, where the frame is captured.
  await page
    .waitForFunction(() => document.querySelector('#root main h1'), undefined, { timeout: 15_000 })
    .then(() =>
      page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const end = performance.now() + 15_000;
        for (;;) {
          const busy = document.querySelectorAll('main [aria-busy="true"]');
          if (!busy.length || performance.now() > end) break;
          for (const part of busy) {
            part.scrollIntoView({ block: 'center' });
            await frame();
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        scrollTo(0, 0);
      }),
    )
    .catch(() => {});
  await page
    .waitForFunction(
      () => document.querySelector('#root main h1') && !document.querySelector('.MuiSkeleton-root, [data-placeholder]'),
      undefined,
      {
        timeout: 15_000,
      },
    )
    .catch(() => console.warn(`[shell-styles] ${url}: placeholders still shown, styles so far kept`));
  // Then until nothing has changed for a moment: the dashboards draw a chart per task after their data, which three
  // passes at once may delay past the network's idle (a carousel that never stops is given ten seconds).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 400);
        const cap = setTimeout(done, 10_000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 400);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

/**
 * Makes the page insert MUI's ripple styles (its root, its ripple and three @keyframes), which a button otherwise
 * inserts at the visitor's first press: a new @keyframes rule makes Chromium recalculate the style of the whole
 * document, in the task of that press (docs/performance.md, "The first press"). A mousedown dispatched by a script
 * starts the ripple without focusing the button, and the mouseup elsewhere makes no click.
 */
async function pressOnce(page: Page) {
  const pressed = await page.evaluate(() => {
    const button = document.querySelector('#root .MuiButtonBase-root:not(.Mui-disabled)');
    button?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }));
    return Boolean(button);
  });
  if (pressed)
    await page.waitForSelector('.MuiTouchRipple-ripple', { state: 'attached', timeout: 5_000 }).catch(() => {});
}

/** The cssText of an emotion cache's rules in the page, in insertion order, without its global styles. */
function cacheRules(page: Page, key: string): Promise<string[]> {
  return page.evaluate(
    (cache) =>
      Array.from(document.querySelectorAll(`style[data-emotion="${cache}"], style[data-emotion^="${cache} "]`)).flatMap(
        (tag) => Array.from((tag as HTMLStyleElement).sheet?.cssRules ?? [], (rule) => rule.cssText),
      ),
    key,
  );
}

/** The right-to-left rules of the classes a picture uses (each rule owned by the first class it names). */
export function frameRules(picture: string, rules: string[]): string[] {
  const used = new Set(Array.from(picture.matchAll(/muirtl-([a-z0-9]+)/g), ([, name]) => name));
  return rules.filter((rule) => used.has(rule.match(/\.muirtl-([a-z0-9]+)/)?.[1] ?? ''));
}

export async function writeShellStyles(outDir: string, paths: string[]) {
  const executablePath = headlessChromium();
  if (!existsSync(executablePath)) {
    console.warn(`[shell-styles] skipped: no Chromium at ${executablePath} (pages compile their styles at load)`);
    return;
  }
  const dir = resolve(outDir);
  const { chromium } = await import('@playwright/test');
  const prerender = pathToFileURL(resolve(import.meta.dirname, 'prerender.mjs')).href;
  const { serve } = (await import(prerender)) as { serve: (dir: string) => Promise<Server> };
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath,
    args: chromiumArgs,
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Written when every pass is done: the server must not hand a page half written to another pass.
    const styleTags = new Map<string, string>();
    const frames = new Map<string, Record<string, string>>();
    let globals: GlobalStyle[] = [];
    // Arabic readers use the right-to-left cache (key `muirtl`): of its rules, only the frame's are written.
    let rtlRules: string[] = [];
    // One signed-in context per language, the three at once: a page's load waits on its worker and the network
    // as much as on the processor (the pass took over four minutes one page at a time on a 2-core machine).
    const capture = async (lng: string) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.addInitScript(nameGlobalStyles);
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await page.goto(`${base}/login`);
      await page.locator('input[type="email"]').fill('admin@demo.com');
      await page.locator('input[autocomplete="current-password"]').fill('admin');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.evaluate((value) => localStorage.setItem('okoume-digital-language', value), lng);
      for (const path of paths) {
        await openSettled(page, `${base}${path}`);
        if (process.env.SHELL_STYLES_DEBUG)
          await page.screenshot({ path: `/tmp/cap-${lng}${path.replaceAll('/', '_')}.png` });
        const picture = await page.evaluate(captureFrame);
        frames.set(path, { ...frames.get(path), [lng]: picture });
        if (lng === 'ar')
          rtlRules = [...new Set([...rtlRules, ...frameRules(picture, await cacheRules(page, 'muirtl'))])];
        if (lng !== 'fr') continue;
        if (globals.length === 0) globals = await globalStyles(page);
        await pressOnce(page);
        styleTags.set(path, pageStylesElement(await cacheRules(page, 'mui')));
      }
      await context.close();
    };
    await Promise.all(frameLanguages.map(capture));
    let bytes = 0;
    for (const [path, pictures] of frames) {
      const file = join(dir, `${path.slice(1)}.html`);
      const tag = styleTags.get(path) ?? '';
      bytes += tag.length;
      const rtl = pageStylesElement(frameRules(pictures.ar ?? '', rtlRules), 'muirtl');
      // In the languages' order, whichever pass ended first.
      const ordered = Object.fromEntries(frameLanguages.map((lng) => [lng, pictures[lng] ?? '']));
      writeFileSync(file, withFrame(withStyleTag(readFileSync(file, 'utf8'), tag), ordered, globals, rtl));
    }
    console.log(
      `[shell-styles] ${paths.length} pages, ${(bytes / paths.length / 1024).toFixed(0)} KB of CSS each on average`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}
