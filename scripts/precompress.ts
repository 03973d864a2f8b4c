import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress, compressedName, hasCompressibleType, isCompressible } from '../src/backend/node/compression.ts';
import { readSitePages, servedPageName } from '../src/backend/node/site-pages.ts';

/**
 * Writes each compressible hashed asset's brotli and gzip forms beside it (`x.js.br`, `x.js.gz`): the server
 * mode sends them as they are (src/backend/node/site.ts), and so can a static host that looks for such files
 * (nginx's `gzip_static` and `brotli_static`). Compressing the site at every start kept a core busy for about
 * 15 seconds (docs/performance.md, "A server at rest").
 */
export async function precompressAssets(outDir: string) {
  const dir = join(outDir, 'assets');
  const names = (await readdir(dir)).filter(hasCompressibleType);
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const body = await readFile(file);
      if (!isCompressible(name, body.length)) return;
      const { br, gzip } = await compress(body);
      await Promise.all([writeFile(compressedName.br(file), br), writeFile(compressedName.gzip(file), gzip)]);
    }),
  );
}

/** Writes each page's compressed forms as the server sends it (`x.html.served.br`, `.gz`; see site-pages.ts). */
export async function precompressServedPages(outDir: string) {
  const pages = await readSitePages(outDir);
  await Promise.all(
    [...pages].map(async ([file, html]) => {
      const { br, gzip } = await compress(Buffer.from(html));
      const name = join(outDir, servedPageName(file));
      await Promise.all([writeFile(compressedName.br(name), br), writeFile(compressedName.gzip(name), gzip)]);
    }),
  );
}
