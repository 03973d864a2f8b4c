/**
 * Names the boot chunk: everything the app's entry imports statically (see docs/performance.md). Left to
 * itself, the bundler spreads these modules over some forty files, because the lazy pages share parts of
 * them (and the entry's top-level await turns off its merging of common chunks). They all load at start
 * anyway; one file costs one request and compresses better. The group also asks for the `$initial` tag,
 * the bundler's own list of what the entries use (a walk of the imports alone also meets every module of
 * the barrels it crosses, such as @mui/material/styles); the walk keeps out the modules of any other entry.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

export function bootChunk(root: string) {
  const entry = resolve(root, 'src/main.tsx');
  // Keyed by the entry's module info, which stays the same object for the whole chunking pass.
  const closures = new WeakMap<object, Set<string>>();
  return (id: string, ctx: Rolldown.ChunkingContext) => {
    const main = ctx.getModuleInfo(entry);
    if (!main) return null;
    let closure = closures.get(main);
    if (!closure) {
      closure = new Set([entry]);
      for (const m of closure) for (const imported of ctx.getModuleInfo(m)?.importedIds ?? []) closure.add(imported);
      closures.set(main, closure);
    }
    return closure.has(id) ? 'boot' : null;
  };
}
