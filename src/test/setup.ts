import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';

// findBy/waitFor wait for what the user waits for; on a busy machine a lazy page's first render in jsdom can
// take seconds, so the cap is generous (a test that passes never waits for it).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Each test starts from the seed, whatever the tests before it deleted or added.
  resetDb();
});
afterAll(() => server.close());
