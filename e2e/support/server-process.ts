import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface RunningServer {
  url: string;
  /** What the server wrote so far: its log, where the account steps' codes go without SMTP (docs/security.md). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts dist-server/main.mjs as `npm start` does (docs/server.md) and resolves once it answers. */
export async function startServer(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['dist-server/main.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    const ok = await fetch(`${url}/api/pages/help-center`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
