import type { ChatHub } from './chat/hub';
import type { ApiContext } from './env';

/**
 * What a host gives the one API definition besides its store (docs/server.md): the Node server knows the
 * caller's address and its configured secrets; the service worker's host has neither.
 */
export interface HostOptions {
  /** The caller's network address, for the abuse limits (docs/security.md); one shared value when unknown. */
  clientAddress?: (c: ApiContext) => string;
  /** The request reached the site over HTTPS (behind a trusted proxy too): the session cookie is then Secure. */
  overHttps?: (c: ApiContext) => boolean;
  /** Google reCAPTCHA's secret key: when set, `POST /api/contact` verifies the answer with Google. */
  recaptchaSecret?: string;
  /**
   * The static demo: a reset link, e-mail link or two-step code is answered to the page that asked, which shows it
   * and says why (no e-mail can leave a browser); the server instead e-mails it or writes it to its log.
   */
  showCodes?: boolean;
  /** The site's public address (`SITE_URL`) for links in e-mails; else the request's own origin. */
  siteUrl?: string;
  /** The chat's live hub (docs/server.md, "Several processes"); without it, one per store in this process. */
  chatHub?: ChatHub;
  /** Sends an e-mail through the configured SMTP server (docs/server.md); answers whether it was sent. */
  sendMail?: (mail: OutgoingMail) => Promise<boolean>;
}

export interface OutgoingMail {
  /** The company's own address (`CONTACT_TO`) when absent. */
  to?: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

export const clientAddressOf = (c: ApiContext) => c.var.host.clientAddress?.(c) ?? 'local';
