/**
 * Names the boot chunk and the MUI chunks by what imports them statically (see docs/performance.md).
 *
 * Boot: everything the app's entry imports statically, then one file per stage that the entry imports in turn
 * (`bootStages`). Left to itself, the bundler spreads these modules over some forty files, because the lazy pages
 * share parts of them (and the entry's top-level await turns off its merging of common chunks). They all load at
 * start anyway; one file costs one request and compresses better. The boot's group also asks for the `$initial`
 * tag, the bundler's own list of what the entries use (a walk of the imports alone also meets every module of the
 * barrels it crosses, such as @mui/material/styles); the walk keeps out the modules of any other entry.
 */
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

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

export const bootChunk = (root: string) => {
  const entry = resolve(root, 'src/main.tsx');
  // The entry itself stays out: it awaits the stages, which import from this chunk (a cycle would never settle).
  return staticClosureOf(entry, 'boot', (id) => id !== entry);
};

/**
 * The stages src/main.tsx imports one after the other, each in a task of its own: a file each, holding what it
 * needs that no earlier stage holds (the groups' order decides; docs/performance.md, "The boot in stages").
 */
export const bootStages = [
  'src/lib/i18n/i18n.ts',
  'src/app/providers.tsx',
  'src/app/router.tsx',
  'src/app/render-app.tsx',
];

/** The name of the stage's file: `boot-1`, `boot-2`… */
const stageName = (i: number) => `boot-${i + 1}`;

/** The bundler's group of each stage, in the stages' order. */
export const bootStageGroups = (root: string) =>
  bootStages.map((file, i) => ({ name: staticClosureOf(resolve(root, file), stageName(i)), debugName: stageName(i) }));

/**
 * The MUI modules of the back office's frame (the default layout's static imports), which every back-office
 * page loads: one file for them. What only pages use is left to the pages' own chunks.
 */
export const muiShellChunk = (root: string, isMui: (id: string) => boolean) =>
  staticClosureOf(resolve(root, 'src/app/layouts/default/default-layout.tsx'), 'mui', isMui);

/**
 * Names the stages' files as module preloads in index.html, after the boot chunk's: every page's HTML and the
 * landing page's loader copy its preloads from there (scripts/route-shells.ts, scripts/prerender.mjs), so a stage's
 * import finds its file already fetched instead of asking for it one round trip after the previous stage.
 */
export function bootStagePreloads(): Plugin {
  return {
    name: 'boot-stage-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Each stage's file, then the small file by which `import()` reaches it (its module's exports).
        const rank = (out: Rolldown.OutputChunk) => {
          const facade = out.facadeModuleId?.replace(/\\/g, '/') ?? '';
          for (const [i, file] of bootStages.entries()) {
            if (out.name === stageName(i)) return 2 * i;
            if (facade.endsWith(`/${file}`)) return 2 * i + 1;
          }
          return -1;
        };
        const files = Object.values(bundle ?? {})
          .filter((out): out is Rolldown.OutputChunk => out.type === 'chunk' && rank(out) >= 0)
          .sort((a, b) => rank(a) - rank(b))
          .map((out) => `\n    <link rel="modulepreload" crossorigin href="/${out.fileName}">`);
        const last = [...html.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">/g)].at(-1);
        if (!last || last.index === undefined) throw new Error('index.html has no module preload');
        const at = last.index + last[0].length;
        return html.slice(0, at) + files.join('') + html.slice(at);
      },
    },
  };
}
