import { getConnInfo } from '@hono/node-server/conninfo';
import nodemailer from 'nodemailer';
import type { HostOptions } from '../host';
import type { ServerConfig } from './config';
import { cameOverHttps } from './security-headers';

/** What the Node server gives the API besides its store (docs/server.md, docs/security.md). */
export function nodeHostOptions(config: ServerConfig): HostOptions {
  const mail = config.mail;
  const transport = mail ? nodemailer.createTransport(mail.smtpUrl) : undefined;
  return {
    clientAddress: (c) => {
      const forwarded = config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
      return forwarded || getConnInfo(c).remote.address || 'unknown';
    },
    overHttps: (c) => cameOverHttps(c.req.raw, config.trustProxy),
    recaptchaSecret: config.recaptchaSecret,
    siteUrl: config.siteUrl,
    sendMail:
      transport && mail
        ? async ({ to, replyTo, subject, text }) => {
            try {
              await transport.sendMail({ from: mail.from, to: to ?? mail.to, replyTo, subject, text });
              return true;
            } catch (error) {
              console.error('[mail] the record was kept but the e-mail not sent:', error);
              return false;
            }
          }
        : undefined,
  };
}
