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
    mailContactMessage:
      transport && mail
        ? async ({ fullName, email, subject, message }) => {
            try {
              await transport.sendMail({
                from: mail.from,
                to: mail.to,
                replyTo: { name: fullName, address: email },
                subject: `[Okoumé Digital] ${subject}`,
                text: message,
              });
              return true;
            } catch (error) {
              console.error('[mail] the contact message was kept but not sent:', error);
              return false;
            }
          }
        : undefined,
  };
}
