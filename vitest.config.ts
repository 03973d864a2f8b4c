import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig, { reactRouterFiles } from './vite.config.ts';

/**
 * The API's tests need no DOM: Node's environment spares each file a jsdom (docs/decisions.md, "The test suite on
 * two cores").
 */
const api = 'src/backend/**/*.test.{ts,tsx}';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Node 20 loads `react-router/dom` as CommonJS, beside the ES build the app's files get: two routers, whose
    // contexts do not meet. The ES files give the tests the router the browser runs (its `RouterProvider` with
    // `flushSync`).
    resolve: { alias: reactRouterFiles('development') },
    test: {
      globals: true,
      css: false,
      testTimeout: 20000,
      // Vitest's default leaves a core to the main process: one file at a time on a 2-core machine, where two at
      // once took a quarter less time (docs/decisions.md, "The test suite on two cores").
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./src/test/setup-mock-api.ts', './src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [api],
          },
        },
        {
          extends: true,
          test: { name: 'api', environment: 'node', setupFiles: ['./src/test/setup-mock-api.ts'], include: [api] },
        },
      ],
    },
  }),
);
