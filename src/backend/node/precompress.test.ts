// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressAssets, precompressServedPages } from '../../../scripts/precompress';
import { readSitePages } from './site-pages';

describe('the build’s compressed assets (scripts/precompress.ts)', () => {
  it('writes the forms of each text asset from 1 KB and of each page as the server sends it, nothing for the others', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-test-'));
    try {
      const assets = join(dist, 'assets');
      mkdirSync(assets);
      const script = `export const x = ${JSON.stringify('y'.repeat(3000))};`;
      writeFileSync(join(assets, 'page-abc.js'), script);
      writeFileSync(join(assets, 'tiny-abc.css'), 'a{}');
      writeFileSync(join(assets, 'face-abc.woff2'), Buffer.alloc(4096, 7));
      writeFileSync(join(dist, 'index.html'), `<html><head></head><body>${'landing '.repeat(200)}</body></html>`);
      await Promise.all([precompressAssets(dist), precompressServedPages(dist)]);
      const served = (await readSitePages(dist)).get('index.html');
      expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.served.br'))).toString()).toBe(served);
      expect(gunzipSync(readFileSync(join(dist, 'index.html.served.gz'))).toString()).toBe(served);
      expect(brotliDecompressSync(readFileSync(join(assets, 'page-abc.js.br'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(assets, 'page-abc.js.gz'))).toString()).toBe(script);
      for (const skipped of ['tiny-abc.css', 'face-abc.woff2']) {
        expect(existsSync(join(assets, `${skipped}.br`))).toBe(false);
        expect(existsSync(join(assets, `${skipped}.gz`))).toBe(false);
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
