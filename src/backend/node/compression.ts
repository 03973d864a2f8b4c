/**
 * How the site's text files are compressed (docs/server.md, "Compression"). The build compresses the assets and
 * the pages as the server sends them, once, at brotli's highest quality, and writes the forms beside them
 * (scripts/precompress.ts); the server sends those, and compresses itself only a file the build left without
 * them or changed since (docs/performance.md, "A server at rest").
 */
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliDecode = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Text, whatever its size. */
export const hasCompressibleType = (name: string) => compressible.has(extname(name));

/** Text, from 1 KB: below that the headers cost more than the bytes saved. */
export const isCompressible = (name: string, size: number) => hasCompressibleType(name) && size >= 1024;

/** The file names of a file's compressed forms, beside it. */
export const compressedName = { br: (file: string) => `${file}.br`, gzip: (file: string) => `${file}.gz` };

/** A compressed form's own name (`x.js.br`), not a file the site links to. */
export const isCompressedForm = (name: string) => /\.(br|gz)$/.test(name);

/** For pages the server compresses itself: brotli at quality 8 is within 10 % of quality 11, in 2 % of its time. */
export const pageQuality = 8;

/** A file's brotli and gzip forms, computed in libuv's thread pool (off the event loop). */
export async function compress(body: Buffer, brotliQuality: number = constants.BROTLI_MAX_QUALITY) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Whether the build's forms are those of this very body, not of a file changed since (about 0.1 s for the site). */
export const decodesTo = async (br: Buffer, gz: Buffer, body: Buffer) =>
  (await Promise.all([brotliDecode(br), gunzipAsync(gz)])).every((decoded) => decoded.equals(body));
