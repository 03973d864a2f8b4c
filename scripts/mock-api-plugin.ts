/**
 * The mock API outside the unit tests, with the handlers of src/mocks/handlers.ts:
 * - the build bundles the service worker that answers the app in the browser (`mock-api-worker.js` at the
 *   root of the site; none when VITE_USE_MOCK_API=false);
 * - `vite dev` and `vite preview` (so `npm start`) answer /api/* over HTTP: the app in `vite dev` (which
 *   registers no worker), and every other client (curl, Playwright's `request`, scripts).
 * State is in memory per server process; the worker's is described in src/mocks/page-data.ts.
 */
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Connect, type Plugin } from 'vite';

type Answer = (request: Request) => Promise<Response>;

const bundleDir = '.mock-api';
const bundleFile = 'answer.mjs';
const workerFile = 'mock-api-worker.js';
const serverDir = 'dist-server';

async function toRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const chunks: Buffer[] = [];
  if (req.method !== 'GET' && req.method !== 'HEAD') for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
}

function middleware(loadAnswer: () => Promise<Answer>, latency = 0): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith('/api/')) return next();
    void (async () => {
      try {
        const response = await (await loadAnswer())(await toRequest(req));
        if (latency > 0) await new Promise((r) => setTimeout(r, latency));
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => (headers[key] = value));
        res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        console.error('[mock api]', error);
        res
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'Internal Server Error' }));
      }
    })();
  };
}

export function mockApiOverHttp(root: string, alias: Record<string, string>): Plugin {
  const bundle = resolve(root, bundleDir, bundleFile);
  let isClientBuild = false;
  let outDir = resolve(root, 'dist');
  let mode = 'production';
  let env: Record<string, string> = {};
  const shared = () =>
    ({ configFile: false, root, mode, publicDir: false, logLevel: 'warn', resolve: { alias } }) as const;
  return {
    name: 'mock-api-over-http',
    configResolved(config) {
      // closeBundle also runs when a dev server closes (vitest's too).
      isClientBuild = config.command === 'build' && !config.build.ssr;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      env = config.env;
    },
    configureServer(server) {
      const load = async () =>
        ((await server.ssrLoadModule('/src/mocks/answer.ts')) as { answerApi: Answer }).answerApi;
      // The handlers' own delay() is for the browser; in dev the app is answered here.
      server.middlewares.use(middleware(load, Number(env.VITE_MOCK_LATENCY_MS) || 0));
    },
    configurePreviewServer(server) {
      if (!existsSync(bundle)) {
        console.warn(
          `[mock api] ${bundleDir}/${bundleFile} is missing: run \`npm run build\` to answer /api over HTTP`,
        );
        return;
      }
      let answer: Promise<Answer> | null = null;
      const load = () =>
        (answer ??= import(pathToFileURL(bundle).href).then((m: { answerApi: Answer }) => m.answerApi));
      server.middlewares.use(middleware(load));
    },
    /**
     * The service worker into the site as soon as the client's files are written: every plugin's closeBundle
     * runs at once, and the shells' styles (scripts/shell-styles.ts) sign in through this worker.
     */
    async writeBundle() {
      if (!isClientBuild || env.VITE_USE_MOCK_API === 'false') return;
      await build({
        ...shared(),
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          // A classic script: module service workers are not supported everywhere yet.
          rolldownOptions: {
            input: resolve(root, 'src/mocks/service-worker.ts'),
            output: { format: 'iife', entryFileNames: workerFile, codeSplitting: false },
          },
        },
      });
    },
    /** After the client build: the handlers for Node outside the browser. */
    async closeBundle() {
      if (!isClientBuild) return;
      // A build into another folder (the e2e's captcha build) leaves the product's server and HTTP mock alone.
      if (outDir !== resolve(root, 'dist')) return;
      // The server mode (docs/server.md): dist-server/main.mjs and the migrations it applies.
      await build({
        ...shared(),
        build: {
          ssr: true,
          outDir: resolve(root, serverDir),
          emptyOutDir: true,
          target: 'node20',
          rolldownOptions: {
            input: { main: resolve(root, 'src/backend/node/main.ts'), grow: resolve(root, 'src/backend/node/grow.ts') },
            output: { entryFileNames: '[name].mjs' },
          },
        },
      });
      await cp(resolve(root, 'src/backend/sql/migrations'), resolve(root, serverDir, 'migrations'), {
        recursive: true,
      });
      await build({
        ...shared(),
        build: {
          ssr: resolve(root, 'src/mocks/answer.ts'),
          outDir: resolve(root, bundleDir),
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: bundleFile } },
        },
      });
    },
  };
}
