import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import type { Db } from '@/mocks/db';
import { clientAccount, demoAccounts, tokenFor, userForToken } from './auth/accounts';
import { maxCodeTries } from './auth/auth-codes';
import type { Store } from './store';

/** The static demo's accounts, one-time codes and sessions, for the page's life (docs/decisions.md, "Sign-up"). */
export function accountsInMemory(db: Db): Pick<Store, 'accounts' | 'authCodes' | 'sessions'> {
  const account = (id: number) => db.accounts.find((a) => a.id === id);
  const isDemo = (userId: number) => demoAccounts.some((a) => a.id === userId);
  const live = (code: Db['authCodes'][number]) =>
    !code.used && code.tries < maxCodeTries && code.expiresAt > new Date();
  const code = (id: number) => db.authCodes.find((c) => c.id === id);
  return {
    accounts: {
      get: async (id) => account(id),
      byEmail: async (email) => db.accounts.find((a) => a.email === email),
      create: async (input) => {
        if (db.accounts.some((a) => a.email === input.email)) return undefined;
        const created = clientAccount(input, Math.max(...db.accounts.map((a) => a.id)) + 1);
        db.accounts.push(created);
        return created;
      },
      setPassword: async (id, passwordHash) => void Object.assign(account(id) ?? {}, { passwordHash }),
      markVerified: async (id, at) => void Object.assign(account(id) ?? {}, { emailVerifiedAt: at.toISOString() }),
      setTwoStep: async (id, enabled) => void Object.assign(account(id) ?? {}, { twoStepEnabled: enabled }),
    },
    authCodes: {
      issue: async (input) => {
        for (const old of db.authCodes)
          if (old.userId === input.userId && old.purpose === input.purpose) old.used = true;
        db.authCodes.push({ ...input, id: db.authCodes.length + 1, tries: 0, used: false });
      },
      find: async (purpose, hash) => db.authCodes.find((c) => c.purpose === purpose && c.hash === hash && live(c)),
      latest: async (purpose, userId) =>
        db.authCodes.findLast((c) => c.purpose === purpose && c.userId === userId && live(c)),
      use: async (id) => {
        const found = code(id);
        if (!found || found.used) return false;
        found.used = true;
        return true;
      },
      fail: async (id) => {
        const found = code(id);
        if (found) found.tries += 1;
        return found?.tries ?? maxCodeTries;
      },
    },
    // docs/spec.md §9: a demo account answers its fixed sample token; a signed-up one gets a random token.
    sessions: {
      start: async (userId) => {
        if (isDemo(userId)) {
          db.endedSampleSessions.delete(userId);
          return tokenFor(userId);
        }
        const token = bytesToHex(randomBytes(32));
        db.sessions.set(token, userId);
        return token;
      },
      userIdOf: async (token) => {
        const sample = userForToken(token)?.id;
        if (sample !== undefined) return db.endedSampleSessions.has(sample) ? undefined : sample;
        return db.sessions.get(token);
      },
      end: async (token) => void db.sessions.delete(token),
      endAll: async (userId) => {
        for (const [token, owner] of db.sessions) if (owner === userId) db.sessions.delete(token);
        if (isDemo(userId)) db.endedSampleSessions.add(userId);
      },
    },
  };
}
