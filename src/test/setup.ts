import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app's tests, in jsdom, after the mock API's setup (./setup-mock-api.ts).
// findBy/waitFor wait for what the user waits for; on a busy machine a lazy page's first render in jsdom can
// take seconds, so the cap is generous (a test that passes never waits for it).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
