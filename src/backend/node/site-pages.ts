import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { htmlFiles } from '../../../scripts/route-shells.ts';

/** Tells the app that this host answers /api itself (`servedByServer()` in src/lib/api-host.ts). */
export const serverModeMeta = '<meta name="okoume-api" content="server" />';

/** The built HTML files (index.html with the landing copy, the pages' shells), marked as served by the server. */
export async function readSitePages(distDir: string): Promise<Map<string, string>> {
  const files = htmlFiles(distDir);
  const texts = await Promise.all(files.map((file) => readFile(join(distDir, file), 'utf8')));
  return new Map(files.map((file, i) => [file, (texts[i] ?? '').replace('<head>', `<head>${serverModeMeta}`)]));
}

/**
 * The name under which the build writes the compressed forms of a page as the server sends it (`x.html.served`
 * + `.br`, `.gz`): the page's own `x.html.br` would be the static host's copy, without the mark.
 */
export const servedPageName = (file: string) => `${file}.served`;
