// @vitest-environment node
import { ConfigError, readConfig } from './config';

describe('the server configuration (docs/server.md, "Configuration")', () => {
  it('has defaults that run the product on the embedded database', () => {
    expect(readConfig({})).toEqual({
      port: 5173,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      trustProxy: false,
      recaptchaSecret: undefined,
      mail: undefined,
    });
  });

  it('reads the security settings (docs/security.md)', () => {
    const config = readConfig({
      TRUST_PROXY: '1',
      RECAPTCHA_SECRET_KEY: 'secret',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      CONTACT_TO: 'contact@okoume.ga',
    });
    expect(config).toMatchObject({
      trustProxy: true,
      recaptchaSecret: 'secret',
      mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465', to: 'contact@okoume.ga', from: 'contact@okoume.ga' },
    });
  });

  it('names each bad value', () => {
    expect(() => readConfig({ TRUST_PROXY: 'yes', SMTP_URL: 'http://mail', CONTACT_TO: 'nobody' })).toThrow(
      ConfigError,
    );
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/CONTACT_TO must be/);
  });

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
