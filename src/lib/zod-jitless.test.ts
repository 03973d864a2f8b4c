import { config } from 'zod';
import './zod-jitless';

it('turns off the eval probe of zod (no CSP violation: docs/security.md)', () => {
  expect(config().jitless).toBe(true);
});
