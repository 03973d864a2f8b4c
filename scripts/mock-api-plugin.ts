/**
 * Answers /api/* over HTTP with the same MSW handlers the browser worker uses, in `vite dev` and
 * `vite preview` (so `npm start`). Browsers of the app are answered by the service worker before the
 * request leaves the page; this serves every other client (curl, Playwright's `request`, scripts).
 * State is in memory per server process, as it is per page in the browser.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'msw';
import { build, type Connect, type Plugin } from 'vite';

const bundleDir = '.mock-api';
const bundleFile = 'handlers.mjs';

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

function middleware(loadHandlers: () => Promise<RequestHandler[]>): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith('/api/')) return next();
    void (async () => {
      try {
        const { getResponse } = await import('msw');
        const response = await getResponse(await loadHandlers(), await toRequest(req));
        if (!response) {
          console.warn(`[mock api] unhandled ${req.method} ${req.url}`);
          res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
          return;
        }
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => (headers[key] = value));
        res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        console.error('[mock api]', error);
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error' }));
      }
    })();
  };
}

export function mockApiOverHttp(root: string, alias: Record<string, string>): Plugin {
  const bundle = resolve(root, bundleDir, bundleFile);
  let isSsrBuild = false;
  return {
    name: 'mock-api-over-http',
    configResolved: (config) => void (isSsrBuild = Boolean(config.build.ssr)),
    configureServer(server) {
      const load = async () =>
        ((await server.ssrLoadModule('/src/mocks/handlers.ts')) as { handlers: RequestHandler[] }).handlers;
      server.middlewares.use(middleware(load));
    },
    configurePreviewServer(server) {
      if (!existsSync(bundle)) {
        console.warn(`[mock api] ${bundleDir}/${bundleFile} is missing: run \`npm run build\` to answer /api over HTTP`);
        return;
      }
      let handlers: Promise<RequestHandler[]> | null = null;
      const load = () => (handlers ??= import(pathToFileURL(bundle).href).then((m: { handlers: RequestHandler[] }) => m.handlers));
      server.middlewares.use(middleware(load));
    },
    /** After the client build, bundles the handlers for Node (outside dist/: it is not part of the site). */
    async closeBundle() {
      if (isSsrBuild) return;
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          ssr: resolve(root, 'src/mocks/handlers.ts'),
          outDir: resolve(root, bundleDir),
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: bundleFile } },
        },
      });
    },
  };
}
