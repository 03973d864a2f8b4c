// @vitest-environment node
import type { IndexHtmlTransformHook } from 'vite';
import { bootStagePreloads, bootStages } from '../../scripts/boot-chunk';

const chunk = (fileName: string, name: string, facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  name,
  facadeModuleId,
});

const template = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js">
    <link rel="modulepreload" crossorigin href="/assets/boot.js">
    <link rel="stylesheet" crossorigin href="/assets/boot.css"></head>`;

describe('the boot’s stages in index.html (scripts/boot-chunk.ts)', () => {
  it('preloads each stage’s file and the file its import() reaches, in stage order, after the boot’s', () => {
    const plugin = bootStagePreloads();
    const transform = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const bundle = {
      a: chunk('assets/boot-3.js', 'boot-3'),
      b: chunk('assets/render-app.js', 'render-app', `/repo/${bootStages[3]}`),
      c: chunk('assets/boot-1.js', 'boot-1'),
      d: chunk('assets/i18n.js', 'i18n', `/repo/${bootStages[0]}`),
      e: chunk('assets/page.js', 'page', '/repo/src/features/page.tsx'),
      f: chunk('assets/boot-2.js', 'boot-2'),
      g: chunk('assets/router.js', 'router', `/repo/${bootStages[2]}`),
      h: chunk('assets/providers.js', 'providers', `/repo/${bootStages[1]}`),
      i: chunk('assets/boot-4.js', 'boot-4'),
    };
    const html = transform.handler.call({} as never, template, { bundle } as never) as string;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    expect(preloads.slice(0, 2)).toEqual(['rolldown-runtime.js', 'boot.js']);
    expect(preloads.slice(2)).toEqual([
      'boot-1.js',
      'i18n.js',
      'boot-2.js',
      'providers.js',
      'boot-3.js',
      'router.js',
      'boot-4.js',
      'render-app.js',
    ]);
    expect(preloads).not.toContain('page.js');
    expect(html.indexOf('render-app.js')).toBeLessThan(html.indexOf('boot.css'));
  });
});
