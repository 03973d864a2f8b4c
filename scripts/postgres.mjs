// A throw-away PostgreSQL server for the tests and the API benchmark (docs/server.md, "Tests"): Debian's
// postgresql (installed when missing and we are root), a fresh cluster in a temporary folder, listening on
// 127.0.0.1 only, on a free port; stop() ends it and removes the folder.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function sh(cmd, args, options = {}) {
  // PostgreSQL refuses to run as root: its commands run as the postgres user then.
  const [c, a] = isRoot && options.asPostgres ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(c, a, {
    stdio: options.quiet ? 'ignore' : 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

function install() {
  if (binDir()) return;
  if (!isRoot) throw new Error('PostgreSQL is missing: sudo apt-get install -y postgresql');
  console.log('Installing Debian PostgreSQL for the tests…');
  sh('apt-get', ['update', '-qq']);
  sh('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a server; resolves to its URL and a stop function. */
export async function startPostgres() {
  install();
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'okoume-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  sh(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], {
    asPostgres: true,
    quiet: true,
  });
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  sh(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'], {
    asPostgres: true,
    quiet: true,
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        sh(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { asPostgres: true, quiet: true });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
