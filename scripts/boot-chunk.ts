/**
 * Names the boot chunk and the MUI chunks by what imports them statically (see docs/performance.md).
 *
 * Boot: everything the app's entry imports statically. Left to itself, the bundler spreads these modules over
 * some forty files, because the lazy pages share parts of them (and the entry's top-level await turns off its
 * merging of common chunks). They all load at start anyway; one file costs one request and compresses better.
 * The group also asks for the `$initial` tag, the bundler's own list of what the entries use (a walk of the
 * imports alone also meets every module of the barrels it crosses, such as @mui/material/styles); the walk
 * keeps out the modules of any other entry.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** `name(id, ctx)` answers `chunk` for the modules `file` imports statically (itself included), else null. */
function staticClosureOf(file: string, chunk: string, accept: (id: string) => boolean = () => true) {
  // Keyed by the file's module info, which stays the same object for the whole chunking pass.
  const closures = new WeakMap<object, Set<string>>();
  return (id: string, ctx: Rolldown.ChunkingContext) => {
    const start = ctx.getModuleInfo(file);
    if (!start) return null;
    let closure = closures.get(start);
    if (!closure) {
      closure = new Set([file]);
      for (const m of closure) for (const imported of ctx.getModuleInfo(m)?.importedIds ?? []) closure.add(imported);
      closures.set(start, closure);
    }
    return closure.has(id) && accept(id) ? chunk : null;
  };
}

export const bootChunk = (root: string) => staticClosureOf(resolve(root, 'src/main.tsx'), 'boot');

/**
 * The MUI modules of the back office's frame (the default layout's static imports), which every back-office
 * page loads: one file for them. What only pages use is left to the pages' own chunks.
 */
export const muiShellChunk = (root: string, isMui: (id: string) => boolean) =>
  staticClosureOf(resolve(root, 'src/app/layouts/default/default-layout.tsx'), 'mui', isMui);
