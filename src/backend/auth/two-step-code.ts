import { type ApiContext, languageOf } from '../env';
import { messageIn } from '../messages';
import type { AuthUser } from './accounts';
import { hashCode, maxCodeTries, newSixDigitCode } from './auth-codes';
import { issueAndDeliver } from './deliver-code';
import { codeRequestRefusal } from './limits';

/** A refused code's answer (docs/api.md, "Two steps"): the message key and the tries the code has left. */
const refusedCode = (c: ApiContext, key: 'wrongCode' | 'noCode', triesLeft: number) =>
  c.json({ errors: { code: [`auth-pages:twoSteps.${key}`] }, triesLeft }, 400);

/**
 * Sends the account a new two-step code, under the request limit (a 429 then). Answers what the page shows: the
 * message, and in the static demo the code.
 */
export async function sendTwoStepCode(c: ApiContext, account: AuthUser) {
  const refused = await codeRequestRefusal(c, `two-steps:${account.id}`);
  if (refused) return { refused };
  const demo = await issueAndDeliver(c, account, 'two-steps', newSixDigitCode());
  const message = messageIn(languageOf(c), 'codeSent', { email: account.email });
  return { sent: { message, ...(demo ? { demo } : {}) } };
}

/**
 * Checks the account's live two-step code and uses it up: undefined when right, else the 400 to answer. A wrong code
 * counts against it (five spend it) and calls `onWrong` (the sign-in step also counts it as a failed sign-in).
 */
export async function twoStepCodeRefusal(
  c: ApiContext,
  userId: number,
  typed: string,
  onWrong?: () => Promise<void>,
): Promise<Response | undefined> {
  const { store } = c.var;
  const code = await store.authCodes.latest('two-steps', userId);
  if (!code) return refusedCode(c, 'noCode', 0);
  if (code.hash !== hashCode(typed)) {
    await onWrong?.();
    const triesLeft = Math.max(0, maxCodeTries - (await store.authCodes.fail(code.id)));
    return refusedCode(c, triesLeft > 0 ? 'wrongCode' : 'noCode', triesLeft);
  }
  if (!(await store.authCodes.use(code.id))) return refusedCode(c, 'noCode', 0);
  return undefined;
}
