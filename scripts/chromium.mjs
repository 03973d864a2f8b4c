// Debian's Chromium as every script and test launches it: which binary, with which flags.
//
// The build's passes (prerender, shell styles) and the end-to-end tests drive the headless shell (package
// chromium-headless-shell) when it is installed: it is what Playwright itself runs headless, and it ran the
// end-to-end suite in two thirds of the full browser's time on a 2-core machine (docs/decisions.md, "The test suite
// on two cores"); else the full browser. The benchmarks measure the full browser, as their earlier figures did.
// CHROME_PATH overrides both.
import { existsSync } from 'node:fs';

export const chromiumBinaries = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Looked up when called: `npm test` installs the packages first on a fresh machine. */
export const headlessChromium = () =>
  process.env.CHROME_PATH ?? chromiumBinaries.find((path) => existsSync(path)) ?? chromiumBinaries[1];

/** The full browser, for the benchmarks. */
export const fullChromium = process.env.CHROME_PATH ?? chromiumBinaries[1];

/** No sandbox, GPU or QUIC on this machine, and nothing fetched in the background (the developers' guide). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
