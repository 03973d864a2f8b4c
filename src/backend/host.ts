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
  /** Sends a contact message to the company's address; answers whether it was sent. */
  mailContactMessage?: (message: {
    fullName: string;
    email: string;
    subject: string;
    message: string;
  }) => Promise<boolean>;
}

export const clientAddressOf = (c: ApiContext) => c.var.host.clientAddress?.(c) ?? 'local';
