import { routes } from '@/config/paths';
import { type ApiContext, languageOf } from '../env';
import { type MessageKey, messageIn } from '../messages';
import type { AuthUser } from './accounts';
import { type CodePurpose, codeLifetimeMs, hashCode } from './auth-codes';

/** What the static demo's page shows in place of the e-mail (`HostOptions.showCodes`). */
export interface ShownCode {
  link?: string;
  code?: string;
}

/** What is sent to the account; the sign-in ticket is answered to the caller, never sent. */
type SentPurpose = Exclude<CodePurpose, 'sign-in-ticket'>;

const mails: Record<SentPurpose, MessageKey> = {
  'reset-password': 'resetMail',
  'verify-email': 'verifyMail',
  'two-steps': 'twoStepsMail',
};

/** The page a link opens, with its token. */
export const linkPages = {
  'reset-password': routes['pages-authentication-reset-password-v1'],
  'verify-email': routes['pages-authentication-verify-email-v1'],
} as const;

/**
 * Keeps the secret's hash for the account, then delivers it (docs/decisions.md, "Account steps"): the static demo
 * answers it to its page; the server e-mails it when SMTP is set, else writes it to its log. The e-mail is sent
 * after the answer, so the time taken does not tell whether the account exists.
 */
export async function issueAndDeliver(
  c: ApiContext,
  account: AuthUser,
  purpose: SentPurpose,
  secret: string,
): Promise<ShownCode | undefined> {
  await c.var.store.authCodes.issue({
    purpose,
    userId: account.id,
    hash: hashCode(secret),
    expiresAt: new Date(Date.now() + codeLifetimeMs[purpose]),
  });
  const link =
    purpose === 'two-steps'
      ? undefined
      : `${c.var.host.siteUrl ?? new URL(c.req.url).origin}${linkPages[purpose]}?token=${secret}`;
  const shown = link ? { link } : { code: secret };
  if (c.var.host.showCodes) return shown;
  const [subject = '', text = ''] = messageIn(languageOf(c), mails[purpose], { link: link ?? '', code: secret }).split(
    '|',
  );
  const { sendMail } = c.var.host;
  void (async () => {
    if (sendMail && (await sendMail({ to: account.email, subject, text }))) return;
    console.info(`[auth] ${purpose} for ${account.email} (no e-mail sent): ${link ?? secret}`);
  })();
  return undefined;
}
