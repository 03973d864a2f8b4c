// @vitest-environment node
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('does not trust a proxy by default, and does with TRUST_PROXY=1', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: ' 1 ' }).trustProxy).toBe(true);
  });

  it('stops on any other TRUST_PROXY value, naming the variable and what it accepts', () => {
    for (const value of ['yes', 'true', '2']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be 1 (behind a reverse proxy that sets X-Forwarded-Proto) or 0 (got "${value}")`,
      );
    }
  });
});
