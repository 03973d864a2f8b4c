// The Chromium that the build's passes (prerender, shell styles) and the end-to-end tests drive: Debian's headless
// shell (package chromium-headless-shell) when it is installed, which is what Playwright itself runs headless and
// ran the end-to-end suite in two thirds of the full browser's time on a 2-core machine (docs/decisions.md, "The
// test suite on two cores"); else Debian's full Chromium. CHROME_PATH overrides both. The benchmarks measure the
// full browser (scripts/bench-setup.mjs).
import { existsSync } from 'node:fs';

export const chromiumBinaries = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Looked up when called: `npm test` installs the packages first on a fresh machine. */
export const headlessChromium = () =>
  process.env.CHROME_PATH ?? chromiumBinaries.find((path) => existsSync(path)) ?? chromiumBinaries[1];
