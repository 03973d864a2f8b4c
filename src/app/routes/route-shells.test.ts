// @vitest-environment node
import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import {
  hostRedirects,
  chartModules,
  pagePreloads,
  pageStrings,
  parseRedirects,
  routePages,
  serveConfig,
  shellFile,
  shellHtml,
  type BuiltChunk,
} from '../../../scripts/route-shells';
import { routes } from '@/config/paths';
import { routeTable } from '../router';

const root = process.cwd();
const layoutModules: Record<string, string> = {
  default: 'src/app/layouts/default/default-layout.tsx',
  blank: 'src/app/layouts/blank-layout.tsx',
  landing: 'src/app/layouts/landing/landing-layout.tsx',
};

/** [address or pattern, layout] of every named page of the real route table. */
function tablePages(table: RouteObject[], layout?: string): [string, string | undefined][] {
  return table.flatMap((route) => {
    const own = (route.handle as { layout?: string } | undefined)?.layout ?? layout;
    const entry: [string, string | undefined][] =
      route.id && route.id in routes ? [[`/${route.path ?? ''}`.replace(/\/:\w+\?$/, ''), own]] : [];
    return [...entry, ...tablePages(route.children ?? [], own)];
  });
}

describe('the pages’ own HTML (scripts/route-shells.ts)', () => {
  const pages = routePages(root);

  it('finds every page of the route table with its layout, apart from the landing page', () => {
    const expected = tablePages(routeTable)
      .filter(([path]) => !['/', '/front-pages/landing-page'].includes(path))
      .map(([path, layout]) => [path, layout && layoutModules[layout]]);
    expect(pages.map((page) => [page.path, page.modules[0]]).sort()).toEqual(expected.sort());
  });

  it('names modules and strings that exist', () => {
    for (const page of pages) {
      for (const module of page.modules)
        expect(existsSync(module) || existsSync(module.replace(/x$/, '')), module).toBe(true);
      for (const ns of page.strings) expect(existsSync(`src/locales/fr/${ns}.json`), ns).toBe(true);
    }
    const products = pages.find((page) => page.path === routes['apps-ecommerce-product-list']);
    expect(products).toEqual({
      path: '/apps/ecommerce/product/list',
      modules: [layoutModules.default, 'src/features/ecommerce/routes/product-list-page.tsx'],
      strings: ['common', 'ecommerce', 'data-table'],
    });
  });

  it('preloads the layout’s, the page’s and the strings’ files once, and nothing the entry preloads already', () => {
    const chunk = (file: string, imports: string[] = []): BuiltChunk => ({ file, imports });
    const chunks = new Map([
      ['src/app/layouts/default/default-layout.tsx', chunk('assets/layout.js', ['assets/boot.js', 'assets/mui.js'])],
      [
        'src/features/ecommerce/routes/product-list-page.tsx',
        chunk('assets/list.js', ['assets/mui.js', 'assets/table.js']),
      ],
      ['src/locales/fr/common.json', chunk('assets/common-fr.js')],
      ['src/locales/fr/ecommerce.json', chunk('assets/ecommerce-fr.js')],
      ['src/locales/fr/data-table.json', chunk('assets/data-table-fr.js')],
      ...['common', 'ecommerce', 'data-table'].flatMap((ns) =>
        ['en', 'ar'].map((lng): [string, BuiltChunk] => [
          `src/locales/${lng}/${ns}.json`,
          chunk(`assets/${ns}-${lng}.js`),
        ]),
      ),
      ['boot', chunk('assets/boot.js')],
      ['mui', chunk('assets/mui.js')],
      ['table', chunk('assets/table.js')],
    ]);
    const page = {
      path: '/apps/ecommerce/product/list',
      modules: [...chunks.keys()].slice(0, 2),
      strings: ['common', 'ecommerce', 'data-table'],
    };
    const files = pagePreloads(page, chunks);
    expect(files).toEqual(['assets/layout.js', 'assets/boot.js', 'assets/mui.js', 'assets/list.js', 'assets/table.js']);
    const strings = pageStrings(page, chunks);
    expect(strings.fr).toEqual(['assets/common-fr.js', 'assets/ecommerce-fr.js', 'assets/data-table-fr.js']);
    expect(strings.ar).toEqual(['assets/common-ar.js', 'assets/ecommerce-ar.js', 'assets/data-table-ar.js']);
    const template = `<html><head><title>t</title><link rel="canonical" href="https://x/"><meta property="og:title" content="x" />
    <link rel="preload" href="/images/hero/a.svg" as="image" /><script type="application/ld+json">{"a":1}</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot.js">
    <link rel="stylesheet" crossorigin href="/assets/boot.css"></head><body><div id="root"></div></body></html>`;
    const html = shellHtml(template, files, (href) => (href === '/assets/boot.css' ? '@font-face{}' : ''), strings);
    expect(html).not.toMatch(/canonical|og:title|hero|ld\+json/);
    expect(html.match(/href="\/assets\/boot.js"/g)).toHaveLength(1);
    // After the boot chunk's, which the entry needs first.
    expect(html.indexOf('href="/assets/list.js"')).toBeGreaterThan(html.indexOf('href="/assets/boot.js"'));
    // Inline, with a link that is never fetched, which tells Vite's loader of lazy chunks the styles are there.
    expect(html).toContain('<style>@font-face{}</style><link rel="stylesheet" href="/assets/boot.css" disabled>');
    expect(html).not.toContain('crossorigin href="/assets/boot.css"');
    // The strings of the reader's language are preloaded by index.html's first script, from this list.
    const meta = html.match(/<meta name="page-strings" content="([^"]+)">/)?.[1] ?? '{}';
    expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toEqual(strings);
  });

  it('preloads the charts a page’s files import, with what they import, and no other lazy part', () => {
    const chunks = new Map<string, BuiltChunk>([
      ['src/app/layouts/default/default-layout.tsx', { file: 'assets/layout.js', imports: [] }],
      [
        'src/features/analytics/routes/analytics-page.tsx',
        { file: 'assets/page.js', imports: ['assets/lazy-plots.js'], dynamicImports: ['assets/dialog.js'] },
      ],
      [
        'src/components/charts/lazy-plots.ts',
        { file: 'assets/lazy-plots.js', imports: [], dynamicImports: ['assets/plots.js'] },
      ],
      ['src/components/charts/plots.tsx', { file: 'assets/plots.js', imports: ['assets/x-charts.js'] }],
      ['x-charts', { file: 'assets/x-charts.js', imports: [] }],
      ['src/features/logistics/components/logistics-plots.tsx', { file: 'assets/logistics-plots.js', imports: [] }],
      ['dialog', { file: 'assets/dialog.js', imports: [] }],
    ]);
    const page = { path: '/dashboards/analytics', modules: [...chunks.keys()].slice(0, 2), strings: [] };
    expect(pagePreloads(page, chunks)).toEqual([
      'assets/layout.js',
      'assets/page.js',
      'assets/lazy-plots.js',
      'assets/plots.js',
      'assets/x-charts.js',
    ]);
    for (const module of chartModules) expect(existsSync(module), module).toBe(true);
  });

  it('preloads the Latin text faces the page paints, and leaves every face swapping to its file when it arrives', () => {
    const template = `<html><head><title>t</title><script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/boot.css"></head><body></body></html>`;
    const face = (family: string, weight: number, file: string) =>
      `@font-face{font-family:${family};font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/${file})format("woff2")}`;
    const css = [
      face('Public Sans', 400, 'ps-400.woff2'),
      face('Public Sans', 700, 'ps-700.woff2'),
      face('Noto Sans Arabic', 400, 'ar-400.woff2'),
    ].join('');
    const html = shellHtml(template, [], () => css);
    expect(html).toContain('<link rel="preload" href="/assets/ps-400.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).not.toMatch(/href="\/assets\/(ps-700|ar-400)\.woff2" as="font"/);
    expect(html.match(/Public Sans;font-style:normal;font-display:swap/g)).toHaveLength(2);
    expect(html).not.toContain('font-display:block');
    expect(html).toContain('Noto Sans Arabic;font-style:normal;font-display:swap');
  });

  it('serves a page with a parameter its own HTML through the hosts’ rewrites', () => {
    const preview = pages.find((page) => page.path === routes['apps-invoice-preview']);
    expect(preview && shellFile(preview.path)).toBe('apps/invoice/preview/_id.html');
    const rules = parseRedirects(hostRedirects(pages));
    const target = (address: string) => rules.find((rule) => rule.status === 200 && rule.pattern.test(address))?.to;
    expect(target('/apps/invoice/preview/4987')).toBe('/apps/invoice/preview/_id.html');
    expect(target('/apps/invoice/preview/4987/more')).toBeUndefined();
    expect(target('/dashboards/ecommerce')).toBeUndefined();
    expect(shellFile('/dashboards/ecommerce')).toBe('dashboards/ecommerce.html');
  });

  it('redirects a former address permanently to where its screen lives, on the hosts that read rules', () => {
    const rules = parseRedirects(hostRedirects(pages));
    const rule = rules.find((r) => r.pattern.test('/apps/academy/dashboard'));
    expect(rule).toMatchObject({ to: routes['dashboards-academy'], status: 301 });
    expect(JSON.parse(serveConfig(pages))).toMatchObject({
      redirects: [{ source: '/apps/academy/dashboard', destination: '/dashboards/academy', type: 301 }],
    });
  });

  it('gives `serve` the same rewrites (it finds the fixed pages’ files itself)', () => {
    const { rewrites } = JSON.parse(serveConfig(pages)) as { rewrites: { source: string; destination: string }[] };
    expect(rewrites).toContainEqual({
      source: '/apps/invoice/preview/:id',
      destination: '/apps/invoice/preview/_id.html',
    });
    expect(rewrites.length).toBeGreaterThan(5);
    expect(rewrites.every((rule) => rule.source.includes('/:'))).toBe(true);
  });
});
