/**
 * Zod compiles object parsers with `new Function` when it finds eval allowed, and the probe alone is reported as
 * a violation of our Content-Security-Policy, which allows no eval (docs/security.md, "Headers"). Imported
 * first by each browser entry, before any schema parses.
 *
 * This is `z.config({ jitless: true })` without importing zod: the import would put zod into the boot chunk
 * (+11 kB for the landing page). Zod keeps its settings in this global whichever loads first;
 * zod-jitless.test.ts checks that zod still reads it.
 */
const zodScope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodScope.__zod_globalConfig ??= {}).jitless = true;

export {};
