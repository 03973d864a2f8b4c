import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The server mode (docs/server.md): e2e/server-mode/ runs against it. */
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 4174);
export const serverModeUrl = `http://127.0.0.1:${serverPort}`;

/** End-to-end tests run against the production build (`npm run build`) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Caps, not waits: a test waits for what the user waits for and stops as soon as it sees it. They are wide so
  // that the suite passes on a 2-core machine running a second suite beside it (long journeys: test.slow()).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a screenshot per frame, a DOM snapshot per action) took a third of each test's time on a
    // 2-core machine (docs/decisions.md, "The test suite on two cores"): a failure is traced when it is retried;
    // `--trace=retain-on-failure` traces a local run.
    trace: 'on-first-retry',
    locale: 'fr-FR',
    launchOptions: {
      executablePath: headlessChromium(),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'sign-in', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      testIgnore: /server-mode\//,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'server-mode',
      testMatch: /server-mode\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: serverModeUrl },
    },
  ],
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${serverModeUrl}/api/pages/help-center`,
      env: { E2E_SERVER_PORT: String(serverPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
