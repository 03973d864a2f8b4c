import { isEmail } from '@/lib/email';

/**
 * The server's settings, from environment variables, checked at start (docs/server.md, "Configuration"): a bad
 * value stops the start with a message naming the variable and what it accepts.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's folder (when no DATABASE_URL). */
  dataDir: string;
  databaseUrl?: string;
  /**
   * Behind a reverse proxy (docs/security.md): HTTPS is read from X-Forwarded-Proto (HSTS, Secure cookies) and the
   * caller's address from the first X-Forwarded-For.
   */
  trustProxy: boolean;
  /** Google reCAPTCHA's secret key: the contact form's answers are verified with Google. */
  recaptchaSecret?: string;
  /** Where each contact message is e-mailed: an SMTP server (`smtp://` or `smtps://`) and the company's address. */
  mail?: { smtpUrl: string; to: string; from: string };
  /** The site's public address, for the links of account e-mails (never the request's Host, which a caller sets). */
  siteUrl?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const errors: string[] = [];
  const portText = env.PORT?.trim() || '5173';
  const port = /^\d+$/.test(portText) ? Number(portText) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) errors.push(`PORT must be a whole number from 1 to 65535 (got "${env.PORT}")`);
  const host = env.HOST?.trim() || '127.0.0.1';
  if (/\s|\//.test(host)) errors.push(`HOST must be a host name or an IP address (got "${env.HOST}")`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl) {
    const protocol = URL.canParse(databaseUrl) ? new URL(databaseUrl).protocol : '';
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      errors.push('DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/database');
    }
  }
  const dataDir = env.DATA_DIR?.trim() || '.data';
  const trustProxy = env.TRUST_PROXY?.trim() || '0';
  if (trustProxy !== '0' && trustProxy !== '1') {
    errors.push(
      `TRUST_PROXY must be 1 (behind a reverse proxy that sets X-Forwarded-Proto) or 0 (got "${env.TRUST_PROXY}")`,
    );
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const to = env.CONTACT_TO?.trim() || '';
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    errors.push('SMTP_URL must be an SMTP URL: smtps://user:password@smtp.example.com:465');
  }
  if (smtpUrl && !isEmail(to))
    errors.push(`CONTACT_TO must be the e-mail address that receives the contact form (got "${to}")`);
  const from = env.MAIL_FROM?.trim() || to;
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '') || undefined;
  if (siteUrl && !/^https?:\/\/[^\s/]+$/.test(siteUrl)) {
    errors.push(`SITE_URL must be the site's address, as https://www.example.com (got "${env.SITE_URL}")`);
  }
  if (errors.length) throw new ConfigError(`Invalid configuration:\n- ${errors.join('\n- ')}`);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    trustProxy: trustProxy === '1',
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY?.trim() || undefined,
    mail: smtpUrl ? { smtpUrl, to, from } : undefined,
    siteUrl,
  };
}
