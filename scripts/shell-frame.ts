// The back office's frame and the page's header as the app draws them, written into each page's HTML so that a
// first visit paints them from the HTML (docs/performance.md, "The frame in the page's HTML").
//
// Why: on a cold first visit the largest thing a back-office page paints is its header (the title, or the line
// under it), and the app drew it only once 300–420 KB of JavaScript had arrived and run: a largest contentful
// paint of 4–6 s on a mobile connection, while the HTML had arrived after one second.
//
// How: scripts/shell-styles.ts opens each page in Chromium in French and in English and calls `captureFrame` in
// it; `withFrame` writes the result into the page's `#boot-shell`. It is a picture, not the app: inert and hidden
// from assistive technologies, shown only to a signed-in reader whose layout preferences are the defaults
// (index.html's first script), and removed as soon as the app renders (src/main.tsx).
import { styleElement } from './style-element.mjs';
import { pageStylesAttribute } from '../src/app/page-styles.ts';

/**
 * Runs in the page (self-contained: Playwright sends its source): the app's frame (navigation, top bar) and the
 * page's header, without what belongs to the reader or to the data (initials, counts) and without the rest of
 * the page, whose data the HTML cannot know. Landmarks and headings become plain boxes and ids go, so that the
 * picture never answers for the page.
 */
export function captureFrame(): string {
  const root = document.querySelector('#root > div');
  // The floating controls (scroll to top, the customizer's button) are no part of the frame; whether their styles
  // are in the page's yet depends on when they mounted, and without them they would sit in the frame's row.
  const floating = Array.from(root?.querySelectorAll('*') ?? []).filter(
    (el) => getComputedStyle(el).position === 'fixed' && !el.closest('header, nav, aside'),
  );
  for (const el of floating) el.setAttribute('data-floating', '');
  const frame = root?.cloneNode(true);
  for (const el of floating) el.removeAttribute('data-floating');
  if (!(frame instanceof HTMLElement)) return '';
  for (const el of Array.from(frame.querySelectorAll('[data-floating]'))) el.remove();
  const main = frame.querySelector('main');
  if (!main) return '';
  const header = main.firstElementChild;
  for (const child of Array.from(main.children)) if (child !== header || !child.querySelector('h1')) child.remove();
  for (const el of Array.from(frame.querySelectorAll('footer, .MuiBadge-badge, .MuiTouchRipple-root, img')))
    el.remove();
  for (const el of Array.from(frame.querySelectorAll('.MuiAvatar-root'))) el.textContent = '';
  frame.querySelector('aside')?.classList.add('bs-aside');
  for (const el of Array.from(frame.querySelectorAll('*'))) {
    for (const name of ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'tabindex'])
      el.removeAttribute(name);
  }
  for (const el of Array.from(frame.querySelectorAll('main, header, nav, aside, h1, h2, h3, form'))) {
    const box = document.createElement('div');
    for (const { name, value } of Array.from(el.attributes)) box.setAttribute(name, value);
    box.append(...Array.from(el.childNodes));
    el.replaceWith(box);
  }
  return frame.outerHTML;
}

/** One of the theme's global styles (its colour variables, the CSS baseline…) and the name emotion knows it by. */
export interface GlobalStyle {
  name: string;
  css: string;
}

/** A page's own rules of the cache `key` in its HTML (scripts/shell-styles.ts). */
export const pageStylesPattern = (key: string) =>
  new RegExp(`<style ${pageStylesAttribute}="${key} [^"]*">[\\s\\S]*?</style>`);

/** The start of a global style tag's attributes, its name to follow (see `globalStyleTags`). */
const globalStyleAttributes = 'data-s="" data-emotion="mui-global ';

/**
 * The global styles as emotion's server rendering writes them, `<style data-emotion="mui-global <name>">`: the
 * app's `<Global>` whose styles have that name takes the tag over instead of compiling them again (it renames it
 * `mui-global`), and src/main.tsx removes, at the app's first render, those no `<Global>` took (another theme).
 * Before the component rules, where emotion puts its global styles. `data-s` keeps @emotion/react's default cache
 * (key `css`, created when the library loads) from moving each such tag to the end of the head, which makes
 * Chromium parse it again.
 */
function globalStyleTags(globals: GlobalStyle[]): string {
  const names = new Set<string>();
  return globals
    .filter(({ name }) => !name || (!names.has(name) && names.add(name)))
    .map(({ name, css }) => styleElement(css, ` ${globalStyleAttributes}${name || 'boot'}"`))
    .join('');
}

/**
 * The page's HTML with the frame in each captured language inside `#boot-shell`, the theme's global styles in
 * the head (they dress the picture, then the app takes them over) and the right-to-left rules of the Arabic
 * picture as the right-to-left cache's (`rtlStyles`, which it then keeps). Replaces what an earlier run wrote.
 */
export function withFrame(
  html: string,
  frames: Record<string, string>,
  globals: GlobalStyle[],
  rtlStyles = '',
): string {
  const pictures = Object.entries(frames)
    .filter(([, markup]) => markup)
    .map(([lng, markup]) => `<div class="bs-frame" lang="${lng}">${markup}</div>`)
    .join('');
  const tags = globalStyleTags(globals);
  const page = html
    .replace(new RegExp(`<style ${globalStyleAttributes}[^"]*">[\\s\\S]*?</style>`, 'g'), '')
    .replace(pageStylesPattern('muirtl'), '')
    .replace(/<!--frame-->[\s\S]*?<!--\/frame-->/, '')
    .replace('</head>', () => `${rtlStyles}</head>`)
    .replace(/<div id="boot-shell"[^>]*>/, (open) => (pictures ? `${open}<!--frame-->${pictures}<!--/frame-->` : open));
  const at = page.search(new RegExp(`<style ${pageStylesAttribute}="mui |</head>`));
  return at < 0 ? page : page.slice(0, at) + tags + page.slice(at);
}
