// `npm run bench`: builds once, then runs every benchmark script and prints their figures.
// Figures, not pass/fail: targets are in docs/performance.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const step = (label, cmd, args, env = {}) => {
  console.log(`\n== ${label} ==`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, BENCH_SKIP_BUILD: '1', ...env } });
  if (r.status !== 0) console.log(`(${label} exited with ${r.status})`);
  return r.status === 0;
};

if (!step('build', 'npm', ['run', 'build', '--silent'])) process.exit(1);
for (const [label, file, env] of [
  ['public landing page', 'scripts/bench-landing.mjs'],
  ['back office', 'scripts/bench-backoffice.mjs'],
  ['first-load JavaScript by chunk and package', 'scripts/bench-bundle.mjs'],
  ['list interactions at 1x and 4x CPU, static mode', 'scripts/bench-interactions.mjs', { BENCH_MODE: 'static' }],
  ['list interactions at 1x and 4x CPU, server mode', 'scripts/bench-interactions.mjs', { BENCH_MODE: 'server' }],
]) {
  if (existsSync(file)) step(label, 'node', [file], env);
}
