import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress, compressedName, isCompressible } from '../src/backend/node/compression.ts';

/**
 * Writes each compressible hashed asset's brotli and gzip forms beside it (`x.js.br`, `x.js.gz`): the server
 * mode sends them as they are (src/backend/node/site.ts), and so can a static host that looks for such files
 * (nginx's `gzip_static` and `brotli_static`). Compressing them at every start kept a core busy for about
 * 15 seconds (docs/performance.md, "A server at rest").
 */
export async function precompressAssets(outDir: string) {
  const dir = join(outDir, 'assets');
  const names = await readdir(dir);
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
