import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { bootChunk, bootStageGroups, bootStagePreloads, muiShellChunk } from './scripts/boot-chunk.ts';
import { previewHostHeaders, writeHostHeaders } from './scripts/host-headers.ts';
import {
  backOfficePaths,
  chunksBySource,
  writeLandingAliases,
  writeRouteShells,
  type BuiltChunk,
} from './scripts/route-shells.ts';
import { mockApiOverHttp } from './scripts/mock-api-plugin.ts';
import { precompressAssets, precompressServedPages } from './scripts/precompress.ts';
import { writeShellStyles } from './scripts/shell-styles.ts';

/**
 * After a build, writes each page's own HTML from index.html (scripts/route-shells.ts), the back office's styles
 * into its pages' HTML (scripts/shell-styles.ts) and prerenders the landing page into index.html
 * (scripts/prerender.mjs; PRERENDER=0 skips both), copies index.html to the landing's second address, then
 * writes the static hosts' header file from the HTML files (scripts/host-headers.ts) and the compressed forms of the assets and of the pages as the server mode sends them
 * (scripts/precompress.ts).
 */
function prerenderLanding(): Plugin {
  let outDir = 'dist';
  let root = '.';
  let env: Record<string, string> = {};
  let isClientBuild = false;
  let chunks = new Map<string, BuiltChunk>();
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
      root = c.root;
      env = c.env;
      isClientBuild = !c.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (isClientBuild) chunks = chunksBySource(root, bundle);
    },
    async closeBundle() {
      if (!isClientBuild) return;
      const pages = await writeRouteShells(outDir, root, chunks);
      if (process.env.PRERENDER !== '0') {
        await writeShellStyles(outDir, backOfficePaths(pages));
        const script = pathToFileURL(resolve(import.meta.dirname, 'scripts/prerender.mjs')).href;
        const { prerender } = (await import(script)) as { prerender: (dir: string) => Promise<void> };
        await prerender(outDir);
      }
      await writeLandingAliases(outDir);
      await writeHostHeaders(outDir, env);
      await Promise.all([precompressAssets(outDir), precompressServedPages(outDir)]);
    },
  };
}

/** `react-router` and `react-router/dom` resolved to the ES files of one of the package's builds. */
export function reactRouterFiles(build: 'production' | 'development') {
  const file = (name: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/${build}/${name}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: file('index.mjs') },
    { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
  ];
}

/**
 * React Router's package exports name its development build in every mode, development warnings on
 * (remix-run/react-router#14102): a build takes its production files (docs/performance.md, "A first load's own
 * work").
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: reactRouterFiles('production') } }),
  };
}

const isMui = /node_modules[\\/]@mui[\\/](material|icons-material|system|utils)[\\/]/;

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // See src/mocks/tldts-lite.ts: keeps the public-suffix list out of the mock worker's chunk.
  tldts: fileURLToPath(new URL('./src/mocks/tldts-lite.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    bootStagePreloads(),
    prerenderLanding(),
    mockApiOverHttp(import.meta.dirname, alias),
    previewHostHeaders(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The boot chunk and each of its stages are one file on purpose (scripts/boot-chunk.ts); lazy screens stay well
    // below this.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: bootChunk(import.meta.dirname), debugName: 'boot', tags: ['$initial'] },
            ...bootStageGroups(import.meta.dirname),
            { name: muiShellChunk(import.meta.dirname, (id) => isMui.test(id)) },
            // What six or more pages share (docs/performance.md has the figures for 3, 6, 10 and none).
            { name: 'mui-shared', test: isMui, minShareCount: 6 },
          ],
        },
      },
    },
  },
});
