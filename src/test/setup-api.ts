import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';

// The API's tests (src/backend) run in Node without a DOM: outside calls (Google's reCAPTCHA check) are answered
// by the mock server, and each test starts from the seed.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());
