// Prerenders the landing page (French) into <outDir>/index.html after `vite build`.
//
// How: serve the built folder, open / in Debian's Chromium (reduced motion, so the carousel stays on its
// first slide and the counters show their final values), wait for the page, then copy the rendered
// markup of #root into a sibling <div id="prerender"> and the CSS rules of its emotion classes into
// <style id="prerender-css">. The app's scripts leave the HTML: an inline loader (prerender-loader.mjs)
// starts the app on the visitor's first move. The app renders into the empty #root and the landing layout
// removes the copy in a layout effect, in the same frame as its first paint, so the swap is invisible.
//
// Static hosts answer every unknown path with index.html, so a guard script in <head> (it runs before
// the body is parsed) hides the copy unless the path is / (or /front-pages/landing-page) and the saved
// preferences match what was prerendered (French, default primary colour and skin). A deep link such as
// /dashboards/analytics therefore never shows landing markup, not even for one frame. The copy is the page of
// a visitor who is not signed in: for a signed-in one (session cookies) the guard hides the copy's "Login",
// keeping its place for the avatar, and the loader starts the app at once (docs/decisions.md).
//
// Usage: node scripts/prerender.mjs [outDir]   (the Vite plugin in vite.config.ts runs it after each build;
// PRERENDER=0 skips it).
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loaderScript } from './prerender-loader.mjs';
import { chromiumArgs, headlessChromium } from './chromium.mjs';
import { styleElement } from './style-element.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

export function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    // A page's own HTML (scripts/route-shells.ts), as the static hosts serve it.
    if (existsSync(`${file}.html`)) file = `${file}.html`;
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

export const guardScript = `<script>
      // Prerendered landing markup is shown only where the app will render exactly the same thing.
      (function () {
        var d = document.documentElement, s = window.localStorage, p = 'okoume-digital-', show = false;
        try {
          var path = location.pathname.replace(/\\/+$/, '') || '/';
          var lng = s.getItem(p + 'language'), color = s.getItem(p + 'primary-color'), skin = s.getItem(p + 'skin');
          show = (path === '/' || path === '/front-pages/landing-page') && (!lng || lng === 'fr') &&
            (!color || color === '"#b36734"') && (!skin || skin === '"default"');
        } catch (e) {}
        if (show) {
          // A signed-in visitor: the copy's "Login" is hidden at once and the app starts now to show their avatar.
          if (/(^|; )accessToken=/.test(document.cookie) && /(^|; )userData=/.test(document.cookie)) d.setAttribute('data-session', '');
          return;
        }
        d.setAttribute('data-no-prerender', '');
        document.addEventListener('DOMContentLoaded', function () {
          ['prerender', 'prerender-css'].forEach(function (id) { var el = document.getElementById(id); if (el) el.remove(); });
        });
      })();
    </script>
    <style>[data-no-prerender] #prerender { display: none !important; }
      [data-session] #prerender [data-account] { visibility: hidden; inline-size: 40px; min-inline-size: 0; padding: 0; overflow: hidden; }</style>`;

export async function prerender(outDir = 'dist') {
  const dir = resolve(outDir);
  const indexFile = join(dir, 'index.html');
  const template = readFileSync(indexFile, 'utf8');
  if (template.includes('id="prerender"')) return;
  const executablePath = headlessChromium();
  if (!existsSync(executablePath)) {
    // The site still works without the static copy; only the first paint of / is slower.
    console.warn(
      `[prerender] skipped: no Chromium at ${executablePath} (apt-get install chromium, or set CHROME_PATH)`,
    );
    return;
  }
  const { chromium } = await import('@playwright/test');
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      locale: 'fr-FR',
    });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const { port } = server.address();
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    // The contact form loads when its section nears the viewport.
    await page.waitForSelector('#root #contact');
    await page.evaluate(() => document.querySelector('#root #contact').scrollIntoView());
    await page.waitForSelector('#root #contact form');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Back at the top, the scroll-to-top button (mounted by the scroll above) zooms out: the copy is taken once it
    // is hidden, or a fast browser copied it still shown over the hero.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#root .MuiFab-root')).every(
        (button) => getComputedStyle(button).visibility === 'hidden',
      ),
    );
    await page.evaluate(() => document.fonts.ready);
    const markup = await page.evaluate(() => {
      const classes = Array.from(document.querySelectorAll('#root [class]')).flatMap((el) => Array.from(el.classList));
      return { html: document.getElementById('root').innerHTML, classes };
    });
    // The messages of an empty send, so that the copy's loader shows them at once (prerender-loader.mjs).
    await page.click('#root #contact form button[type="submit"]');
    await page.waitForSelector('#root #contact form [id$="-error"]');
    const formErrors = await page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.querySelectorAll('#root #contact form [id$="-error"]')).map((el) => [
          el.id.replace(/-error$/, ''),
          el.outerHTML,
        ]),
      ),
    );
    const snapshot = await page.evaluate((classes) => {
      // Emotion keeps the rules of every class it ever generated (menus opened, states seen): the copy needs
      // only those whose classes are in its markup (or in its form's messages). Rules without an emotion class
      // (theme variables for light and dark, the CSS baseline) all stay.
      const used = new Set([
        ...classes,
        ...Array.from(document.querySelectorAll('#root [class]')).flatMap((el) => Array.from(el.classList)),
      ]);
      const live = (rule) => Array.from(rule.cssText.matchAll(/\.(mui-[a-z0-9]+)\b/g)).every(([, c]) => used.has(c));
      const css = [];
      for (const sheet of Array.from(document.styleSheets)) {
        if (!(sheet.ownerNode instanceof HTMLStyleElement) || !sheet.ownerNode.hasAttribute('data-emotion')) continue;
        for (const rule of Array.from(sheet.cssRules)) if (live(rule)) css.push(rule.cssText);
      }
      return {
        css: css.join('\n'),
        title: document.title,
      };
    }, markup.classes);
    // Until the app takes over, a submit of the static copy (Enter in a field) must do nothing: no reload, and
    // never a GET that puts the typed text into the address. A dialog-method form outside a <dialog> submits
    // nowhere, with no script (an inline onsubmit would need 'unsafe-hashes' under the policy of
    // docs/security.md). The first method attribute wins if React ever writes one.
    snapshot.html = markup.html.replace(/<form /g, '<form method="dialog" ');
    const fonts = readdirSync(join(dir, 'assets'))
      .filter((f) => /^public-sans-latin-(400|600|700)-normal-.*\.woff2$/.test(f))
      .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`)
      .join('\n    ');
    // The app's entry and its preloads leave the HTML: the loader adds them when the app is needed.
    const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
    if (!entry) throw new Error('index.html has no module entry script');
    const preloadTags = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    const loader = loaderScript({ entry: entry[1], preloads: preloadTags.map(([, href]) => href), formErrors });
    // The entry CSS (font faces) is a few hundred bytes: inline it so it does not block the first paint.
    const cssLinks = [...template.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
    let html = template;
    for (const [tag] of preloadTags) html = html.replace(tag, '');
    for (const [tag, href] of cssLinks) {
      const css = readFileSync(join(dir, href)).toString('utf8');
      // The never-fetched link tells Vite's loader the styles are there (scripts/route-shells.ts, `inlinedMark`).
      html = html.replace(tag, `${styleElement(css)}<link rel="stylesheet" href="${href}" disabled>`);
    }
    const out = html
      .replace(entry[0], '')
      .replace('</title>', `</title>\n    ${fonts}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${snapshot.title.replace(/</g, '&lt;')}</title>`)
      .replace(
        '</head>',
        `  ${guardScript}\n    ${loader}\n    ${styleElement(snapshot.css, ' id="prerender-css"')}\n  </head>`,
      )
      .replace('<div id="root"></div>', `<div id="prerender">${snapshot.html}</div><div id="root"></div>`);
    if (!out.includes('id="prerender"')) throw new Error('index.html has no <div id="root"></div> to prerender into');
    writeFileSync(indexFile, out);
    console.log(
      `[prerender] ${indexFile}: ${(snapshot.html.length / 1024).toFixed(0)} KB markup, ${(snapshot.css.length / 1024).toFixed(0)} KB CSS`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerender(process.argv[2] ?? 'dist');
}
