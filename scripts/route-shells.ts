/**
 * A small HTML file per page with a fixed address (docs/performance.md, "Back office first visit"): the built
 * index.html without the landing page's prerendered copy and its head tags, plus a module preload for each file
 * the page's layout, its screen and its French strings need. The browser then fetches the whole chain at once
 * instead of discovering it file by file (HTML → boot → route chunks → strings).
 *
 * Written as `<path>.html` (dist/dashboards/ecommerce.html), which every static host serves at the clean address
 * without a redirect (Netlify, Cloudflare Pages, GitHub Pages, `serve`, `vite preview`); `<path>/index.html`
 * would cost a redirect to the trailing slash on most of them. Other addresses (a product's page, unknown ones)
 * get dist/app.html where the host reads dist/_redirects, index.html (copy hidden by its guard) elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formerAddresses, href } from '../src/config/paths.ts';
import { languages } from '../src/lib/i18n/languages.ts';
import { styleElement } from './style-element.mjs';

export interface RoutePage {
  /** The page's address, or its pattern (`/apps/invoice/preview/:id`). */
  path: string;
  /** The layout group's module and the page's module, relative to the project (src/…). */
  modules: string[];
  /** i18n namespaces loaded with the page (`strings` of pageRoute) and those its layout uses. */
  strings: string[];
}

/** What a Vite build says about one of its chunks. */
export interface BuiltChunk {
  file: string;
  /** Files the chunk imports statically (fetched with it). */
  imports: string[];
  /** Files the chunk imports with `import()`. */
  dynamicImports?: string[];
}

/**
 * The charts, each a lazy chunk a page imports when it mounts (src/components/charts/lazy-plots.ts): a page whose
 * files import one preloads it with its own, so that the page's first render does not request it in the same
 * task as its data (docs/performance.md, "Charts preloaded").
 */
export const chartModules = [
  'src/components/charts/plots.tsx',
  'src/features/ecommerce/components/dashboard-plots.tsx',
  'src/features/academy/components/dashboard/academy-plots.tsx',
  'src/features/logistics/components/logistics-plots.tsx',
  'src/features/analytics/components/progress-plot.tsx',
  'src/features/analytics/components/widgets/support-gauge.tsx',
];

/** The layouts' modules in router.tsx, and the namespaces each layout itself uses. */
const layoutStrings: Record<string, string[]> = { 'landing/landing-layout': ['marketing'] };
const backOfficeLayout = 'src/app/layouts/default/default-layout.tsx';
/** The addresses the prerendered landing copy is for (scripts/prerender.mjs) and the catch-all. */
const landingPaths = new Set(['/', '/front-pages/landing-page']);

/** The text between the parenthesis at `open` and its closing one. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced parentheses');
}

const stringList = (text: string) => [...text.matchAll(/'([^']+)'/g)].map(([, s]) => s ?? '');
const toSource = (spec: string) => (spec.startsWith('@/') ? `src/${spec.slice(2)}` : spec);

/**
 * The pages of the route table with a fixed address, read from the route files' `pageRoute(…)` calls and
 * router.tsx's layout groups (a test checks the result against the route table itself).
 */
export function routePages(root: string): RoutePage[] {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const addresses = Object.fromEntries(
    [...read('src/config/paths.ts').matchAll(/^\s+'?([\w-]+)'?: '([^']+)',$/gm)].map(([, name, path]) => [name, path]),
  );
  const router = read('src/app/router.tsx');
  const routeFiles = Object.fromEntries(
    [...router.matchAll(/import \{ (\w+) \} from '\.\/routes\/([\w-]+)';/g)].map(([, id, file]) => [id, file]),
  );
  const pages: RoutePage[] = [];
  // Each layout group: its lazy import, then the route lists spread into its children.
  const groups = router.split(/lazy: \(\) => import\('\.\/layouts\//).slice(1);
  for (const group of groups) {
    const layout = group.slice(0, group.indexOf("'"));
    const layoutModule = `src/app/layouts/${layout}.tsx`;
    const lists = [...group.matchAll(/(?:\.\.\.|children: )(\w+Routes)\b/g)].map(([, id]) => id ?? '');
    for (const list of lists) {
      const file = routeFiles[list];
      if (!file) continue;
      const source = read(`src/app/routes/${file}.ts`);
      const constants = new Map<string, string>();
      for (const [, id, value] of source.matchAll(/^const (\w+) = ([^;]+);$/gm)) constants.set(id ?? '', value ?? '');
      for (const call of source.matchAll(/pageRoute\(/g)) {
        const args = argumentsAt(source, (call.index ?? 0) + 'pageRoute'.length);
        const [, name = ''] = args.match(/^\s*'([\w-]+)'/) ?? [];
        const loader =
          args.match(/import\('([^']+)'\)/)?.[1] ??
          constants.get(args.match(/^\s*'[\w-]+',\s*(\w+)/)?.[1] ?? '')?.match(/import\('([^']+)'\)/)?.[1];
        const pattern = args.match(/pattern: '([^']+)'/)?.[1];
        // An optional last segment: the page's file serves the address without it.
        const path = (pattern ? `/${pattern}` : addresses[name])?.replace(/\/:\w+\?$/, '');
        if (!loader || !path || /[?*]/.test(path) || landingPaths.has(path)) continue;
        const own = args.match(/strings: \[([^\]]*)\]/)?.[1];
        const named = args.match(/strings: (\w+)/)?.[1] ?? (/\bstrings\b(?!:)/.test(args) ? 'strings' : undefined);
        const strings = own !== undefined ? stringList(own) : named ? stringList(constants.get(named) ?? '') : [];
        pages.push({
          path,
          modules: [layoutModule, `${toSource(loader)}.tsx`],
          strings: ['common', ...(layoutStrings[layout] ?? []), ...strings],
        });
      }
    }
  }
  return pages;
}

/** Every file a chunk needs, itself first, following static imports. */
function closure(chunks: Map<string, BuiltChunk>, start: BuiltChunk): string[] {
  const byFile = new Map([...chunks.values()].map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(start);
  return [...seen];
}

/** The files of a list of source modules (relative to the project), each with what it imports, in order. */
function filesOf(sources: string[], chunks: Map<string, BuiltChunk>): string[] {
  const files = sources.flatMap((source) => {
    const chunk = chunks.get(source) ?? chunks.get(source.replace(/\.tsx$/, '.ts'));
    if (!chunk) throw new Error(`no chunk for ${source}`);
    return closure(chunks, chunk);
  });
  return [...new Set(files)];
}

/**
 * The module files a page's layout and screen need, in the order the app asks for them, then the charts those
 * files import (`chartModules`). `chunks` maps a source module (relative to the project) to its chunk.
 */
export function pagePreloads(page: RoutePage, chunks: Map<string, BuiltChunk>): string[] {
  const files = filesOf(page.modules, chunks);
  const imported = new Set(
    [...chunks.values()].filter((chunk) => files.includes(chunk.file)).flatMap((chunk) => chunk.dynamicImports ?? []),
  );
  const charts = chartModules.filter((module) => imported.has(chunks.get(module)?.file ?? ''));
  return [...new Set([...files, ...filesOf(charts, chunks)])];
}

/** The page's strings in each language: the shell preloads the reader's (see `shellHtml`). */
export function pageStrings(page: RoutePage, chunks: Map<string, BuiltChunk>): Record<string, string[]> {
  return Object.fromEntries(
    languages.map(({ code }) => [
      code,
      filesOf(
        page.strings.map((ns) => `src/locales/${code}/${ns}.json`),
        chunks,
      ),
    ]),
  );
}

/**
 * The built index.html (before the prerender) as a back-office page's HTML: without the landing page's head
 * tags (canonical and alternates, social cards, structured data, the hero image's preload), with a module
 * preload per file in `preloads` after those of the boot chunk, and the entry's small stylesheet (the font
 * faces) inline, so that nothing blocks the first paint of the boot shell. `css` reads a built file.
 */
export function shellHtml(
  template: string,
  preloads: string[],
  css: (href: string) => string = () => '',
  strings: Record<string, string[]> = {},
): string {
  const boot = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)];
  const already = new Set(boot.map(([, file]) => file));
  const links = preloads
    .filter((file) => !already.has(file))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const after = boot.at(-1)?.[0] ?? template.match(/<script type="module" crossorigin src="[^"]+"><\/script>/)?.[0];
  if (!after) throw new Error('index.html has no module entry script');
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
  const hrefs = Array.from(template.matchAll(stylesheet), ([, href = '']) => href);
  const inlined = new Map(hrefs.map((href) => [href, css(href)]));
  return template
    .replace(/\s*<link rel="(?:canonical|alternate)"[^>]*>/g, '')
    .replace(/\s*<meta (?:property="og:|name="twitter:|name="description")[^>]*>/g, '')
    .replace(/\s*<link rel="preload" href="\/images\/[^>]*>/g, '')
    .replace(/\s*<script type="application\/ld\+json">[\s\S]*?<\/script>/, '')
    .replace(after, `${after}${links}`)
    .replace(stylesheet, (tag, href: string) => {
      const text = inlined.get(href);
      return text ? `${styleElement(text)}${inlinedMark(href)}` : tag;
    })
    .replace('</title>', () => `</title>${fontPreloads([...inlined.values()].join(''))}${stringsMeta(strings)}`);
}

/** The weights of the text a page's HTML paints itself (the frame's picture, scripts/shell-frame.ts): body, headings. */
const textWeights = ['400', '600'];

/**
 * The text face's files, fetched with the HTML rather than found at the first layout. Until they arrive the header
 * in the page's HTML is drawn in a local face of the same size (src/theme/font-fallbacks.css), so the swap moves
 * nothing and the app's identical header that replaces it is no larger contentful paint.
 */
function fontPreloads(css: string): string {
  return textWeights
    .map((weight) =>
      css.match(new RegExp(`font-family:Public Sans;[^}]*font-weight:${weight};src:url\\(([^)]+\\.woff2)\\)`)),
    )
    .filter((match) => match !== null)
    .map(([, href]) => `\n    <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * A stylesheet link the browser never fetches (`disabled`), which tells Vite's loader of lazy chunks that the
 * styles inlined above are there: without it, the first lazy page loads them again as a file, declaring the text
 * faces a second time (as `swap`) and laying the page out again (docs/performance.md, "A first load's long tasks").
 * scripts/prerender.mjs writes the same for the landing page.
 */
const inlinedMark = (href: string) => `<link rel="stylesheet" href="${href}" disabled>`;

/**
 * The page's strings for each language, read by index.html's first script, which preloads the reader's (the
 * saved language, else French) before the boot chunk runs: no reader waits for the boot chunk to learn which
 * strings the page needs. A meta tag rather than a JSON script: the security policy hashes inline scripts.
 */
function stringsMeta(strings: Record<string, string[]>): string {
  if (Object.keys(strings).length === 0) return '';
  return `\n    <meta name="page-strings" content="${JSON.stringify(strings).replace(/"/g, '&quot;')}">`;
}

const isPattern = (path: string) => path.includes('/:');

/**
 * The HTML file a page is served from: dist/dashboards/ecommerce.html for /dashboards/ecommerce, and for a
 * pattern a file named after it (dist/apps/invoice/preview/_id.html), which `_redirects` rewrites to.
 */
export const shellFile = (path: string) => `${path.slice(1).replace(/:(\w+)/g, '_$1')}.html`;

/**
 * The landing page's second address (docs/spec.md §2) gets index.html as it is, landing copy included (its guard
 * shows the copy there too), so that every host answers it 200 rather than with its not-found page.
 */
export async function writeLandingAliases(outDir: string) {
  const index = await readFile(join(outDir, 'index.html'));
  for (const path of landingPaths) {
    if (path === '/') continue;
    const file = join(outDir, shellFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, index);
  }
}

/** Each former address and where it now lives ([from, to]), for the hosts' permanent redirects. */
const formerRedirects = () => Object.entries(formerAddresses).map(([from, name]) => [from, href(name)] as const);

/**
 * The rules of hosts that read `_redirects` (Netlify, Cloudflare Pages): a former address redirects (301, the
 * query kept) to where it lives; an address matching a page's pattern gets that page's shell (with status 200,
 * the address stays). Other unknown addresses keep the host's not-found answer, 404.html. The server mode reads
 * the same file (site.ts).
 */
export function hostRedirects(pages: RoutePage[]): string {
  const rules = [
    ...formerRedirects().map(([from, to]) => `${from}  ${to}  301`),
    ...pages.filter((page) => isPattern(page.path)).map((page) => `${page.path}  /${shellFile(page.path)}  200`),
  ];
  const title =
    "# Generated by `npm run build` (scripts/route-shells.ts): former addresses, a page's address to its HTML.";
  return `${title}\n${rules.join('\n')}\n`;
}

/**
 * The same for `serve` (Vercel's static server, which reads dist/serve.json). It finds `<path>.html` by itself;
 * its SPA option (`--single`) would put index.html before those files, so it runs without it and answers unknown
 * addresses with 404.html, as GitHub Pages does.
 */
export function serveConfig(pages: RoutePage[]): string {
  const redirects = formerRedirects().map(([source, destination]) => ({ source, destination, type: 301 }));
  const rewrites = pages
    .filter((page) => isPattern(page.path))
    .map((page) => ({ source: page.path, destination: `/${shellFile(page.path)}` }));
  return `${JSON.stringify({ redirects, rewrites }, null, 2)}\n`;
}

/**
 * The app's shell for any other address (an unknown one; a former address on a host that reads no redirect
 * rules): no page preloads, no landing copy. Hosts answer it with status 404 where nothing else matches (GitHub
 * Pages, Netlify, Cloudflare Pages, `serve`), and so does the server mode (site.ts).
 */
export const fallbackFile = '404.html';

/** A rule of a `_redirects` file: the addresses it matches, where it leads, its status (200: a rewrite). */
export interface HostRule {
  pattern: RegExp;
  to: string;
  status: 200 | 301;
}

/** The rules of a `_redirects` file written by `hostRedirects`. */
export function parseRedirects(text: string): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from?.startsWith('/') && (status === '200' || status === '301'))
    .map(([from = '', to = '', status]) => ({
      pattern: new RegExp(`^${from.replace(/:\w+/g, '[^/]+')}/?$`),
      to,
      status: status === '301' ? 301 : 200,
    }));
}

/** Every HTML file of a built site, relative to it (the security policy hashes their inline scripts). */
export function htmlFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const file = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(dir, file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** A Vite output chunk, as the `generateBundle` hook sees it. */
interface OutputChunkLike {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Source module (relative to `root`) → its chunk, from a build's output: a chunk's own entry module first,
 * else the chunk that holds the module.
 */
export function chunksBySource(root: string, bundle: Record<string, OutputChunkLike>): Map<string, BuiltChunk> {
  const chunks = new Map<string, BuiltChunk>();
  const built = (out: OutputChunkLike): BuiltChunk => ({
    file: out.fileName,
    imports: out.imports ?? [],
    dynamicImports: out.dynamicImports ?? [],
  });
  const relative = (id: string) =>
    id
      .replace(/\\/g, '/')
      .replace(`${root.replace(/\\/g, '/')}/`, '')
      .replace(/\?.*$/, '');
  const outputs = Object.values(bundle).filter((out) => out.type === 'chunk');
  for (const out of outputs) if (out.facadeModuleId) chunks.set(relative(out.facadeModuleId), built(out));
  for (const out of outputs)
    for (const id of out.moduleIds ?? []) if (!chunks.has(relative(id))) chunks.set(relative(id), built(out));
  return chunks;
}

/**
 * Writes a shell per page of the route table, the fallback shell, `_redirects` and `serve.json`, from the built index.html before the landing
 * page is prerendered into it. Returns the pages written.
 */
export async function writeRouteShells(outDir: string, root: string, chunks: Map<string, BuiltChunk>) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const css = (href: string) => readFileSync(join(outDir, href), 'utf8');
  const pages = routePages(root);
  for (const page of pages) {
    const file = join(outDir, shellFile(page.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, shellHtml(template, pagePreloads(page, chunks), css, pageStrings(page, chunks)));
  }
  await writeFile(join(outDir, '_redirects'), hostRedirects(pages));
  await writeFile(join(outDir, 'serve.json'), serveConfig(pages));
  await writeFile(join(outDir, fallbackFile), shellHtml(template, [], css));
  return pages;
}

/** The back office's pages with a fixed address: their shells carry their styles (scripts/shell-styles.ts). */
export const backOfficePaths = (pages: RoutePage[]) =>
  pages.filter((page) => page.modules[0] === backOfficeLayout && !page.path.includes(':')).map((page) => page.path);
