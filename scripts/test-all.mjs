// `npm test`: lint, typecheck, unit tests, production build, end-to-end tests in Debian's Chromium.
// Ends with one line "N passed, N failed" over all suites (lint, format, knip, typecheck and build count as one
// check each).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromiumBinaries, headlessChromium } from './chromium.mjs';
import { startPostgres } from './postgres.mjs';

// The headless shell drives the tests; the full browser is installed beside it for the benchmarks.
const chromiumPackages = ['chromium', 'chromium-headless-shell', 'fonts-noto-core'];
let passed = 0;
let failed = 0;
const failures = [];

const started = Date.now();
const clock = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

function run(label, cmd, args, env = {}) {
  console.log(`\n── ${label} (at ${clock()}) ──`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** Runs a command with its output kept, to be printed whole when it ends (checks run two at a time). */
function runKept(label, cmd, args) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n── ${label} (done at ${clock()}) ──`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function check(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function ensureChromium() {
  const wanted = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : chromiumBinaries;
  if (wanted.every((path) => existsSync(path))) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${wanted.join(' and ')}. Install it with: sudo apt-get update && sudo apt-get install -y ${chromiumPackages.join(' ')} (or set CHROME_PATH).`,
    );
    return false;
  }
  console.log('Installing Debian Chromium for the end-to-end tests…');
  return (
    run('apt-get update', 'apt-get', ['update', '-qq']) &&
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', ...chromiumPackages], {
      DEBIAN_FRONTEND: 'noninteractive',
    })
  );
}

mkdirSync('test-results', { recursive: true });

// The static checks are single-threaded: two at a time use both cores of a small machine.
const [lint, typecheck] = await Promise.all([
  runKept('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  runKept('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']),
]);
const [format, knip] = await Promise.all([
  runKept('format (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  runKept('knip (dead files, exports, dependencies)', 'npx', ['knip', '--no-progress']),
]);
check('lint', lint);
check('typecheck', typecheck);
check('format', format);
check('knip', knip);

// The contract suite and the server-mode tests also run against a real PostgreSQL (docs/server.md, "Tests").
let postgres = null;
try {
  postgres = await startPostgres();
  process.env.TEST_DATABASE_URL = postgres.url;
} catch (error) {
  console.error(`PostgreSQL could not start: ${error.message}`);
  check('PostgreSQL for the contract suite', false);
}

run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
try {
  const unit = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  if (unit.numFailedTests > 0 || unit.numFailedTestSuites > 0) failures.push('unit tests');
  if (unit.numFailedTestSuites > 0 && unit.numFailedTests === 0) failed += unit.numFailedTestSuites;
} catch {
  check('unit tests (no report)', false);
}

// Chromium first: the build's prerender step and the end-to-end tests both drive it.
const hasChromium = ensureChromium();
const built = run('build', 'npm', ['run', 'build', '--silent'], { CHROME_PATH: headlessChromium() });
check('build', built);

if (!built) {
  check('e2e (skipped: no build)', false);
} else if (!hasChromium) {
  check('e2e (no Chromium)', false);
} else {
  run('end-to-end tests', 'node', ['scripts/e2e.mjs'], { CHROME_PATH: headlessChromium() });
  try {
    const e2e = JSON.parse(readFileSync('test-results/e2e-results.json', 'utf8'));
    const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats ?? {};
    passed += expected + flaky;
    failed += unexpected;
    if (unexpected > 0) failures.push('e2e');
    if ((e2e.errors ?? []).length > 0) check('e2e (runner errors)', false);
  } catch {
    check('e2e (no report)', false);
  }
}

postgres?.stop();

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\nAll suites in ${clock()}.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
