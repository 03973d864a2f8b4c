import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';

// Every test file's setup, the API's (in Node) and the app's (in jsdom, then ./setup.ts): outside calls, the
// app's to the mock API and the server's to Google's reCAPTCHA check, are answered by the mock server; each test
// starts from the seed, whatever the tests before it deleted or added.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());
