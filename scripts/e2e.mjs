// Runs Playwright on ports nobody else listens on (a `vite preview` left open must not stop the tests, nor be
// tested by mistake): E2E_PORT serves the build, E2E_CAPTCHA_PORT the captcha build of landing.spec.ts.
// Ports given in the environment are kept. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const env = { ...process.env };
env.E2E_PORT ??= String(await freePort());
env.E2E_CAPTCHA_PORT ??= String(await freePort());
env.E2E_SERVER_PORT ??= String(await freePort());
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
