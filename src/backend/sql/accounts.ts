import { and, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AbilityRule } from '@/lib/casl/ability';
import { type AuthUser, clientAccount } from '../auth/accounts';
import { type CodePurpose, maxCodeTries } from '../auth/auth-codes';
import type { Store } from '../store';
import * as t from './schema';
import type { Database } from './sql-store';

type AccountRow = typeof t.accounts.$inferSelect;

export const accountRow = (account: AuthUser) => ({
  ...account,
  emailVerifiedAt: account.emailVerifiedAt ? new Date(account.emailVerifiedAt) : null,
});

const toAccount = ({ abilityRules, emailVerifiedAt, ...row }: AccountRow): AuthUser => ({
  ...row,
  abilityRules: abilityRules as AbilityRule[],
  emailVerifiedAt: emailVerifiedAt?.toISOString() ?? null,
});

/** The server's accounts, one-time codes and sessions (docs/server.md, "Sessions"; docs/security.md). */
export function accountsInSql(db: Database): Pick<Store, 'accounts' | 'authCodes' | 'sessions'> {
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(t.accounts).where(where);
    return row && toAccount(row);
  };
  const live = (purpose: CodePurpose) =>
    and(
      eq(t.authCodes.purpose, purpose),
      isNull(t.authCodes.usedAt),
      lt(t.authCodes.tries, maxCodeTries),
      gt(t.authCodes.expiresAt, sql`now()`),
    );
  const clean = (text: string) => text.replaceAll('\0', '');
  return {
    accounts: {
      get: (id) => one(eq(t.accounts.id, id)),
      byEmail: (email) => one(eq(t.accounts.email, clean(email))),
      create: (input) =>
        db.transaction(async (tx) => {
          // One above the highest id, as the in-memory store numbers them; one writer at a time.
          await tx.execute(sql`lock table ${t.accounts} in exclusive mode`);
          const [taken] = await tx
            .select({ id: t.accounts.id })
            .from(t.accounts)
            .where(eq(t.accounts.email, input.email));
          if (taken) return undefined;
          const [last] = await tx.select({ id: max(t.accounts.id) }).from(t.accounts);
          const account = clientAccount(
            { ...input, email: clean(input.email), username: clean(input.username), fullName: clean(input.fullName) },
            (last?.id ?? 0) + 1,
          );
          await tx.insert(t.accounts).values(accountRow(account));
          return account;
        }),
      setPassword: async (id, passwordHash) => {
        await db.update(t.accounts).set({ passwordHash }).where(eq(t.accounts.id, id));
      },
      markVerified: async (id, at) => {
        await db.update(t.accounts).set({ emailVerifiedAt: at }).where(eq(t.accounts.id, id));
      },
      setTwoStep: async (id, enabled) => {
        await db.update(t.accounts).set({ twoStepEnabled: enabled }).where(eq(t.accounts.id, id));
      },
    },
    authCodes: {
      issue: async (code) => {
        await db
          .update(t.authCodes)
          .set({ usedAt: new Date() })
          .where(
            and(eq(t.authCodes.userId, code.userId), eq(t.authCodes.purpose, code.purpose), isNull(t.authCodes.usedAt)),
          );
        await db.insert(t.authCodes).values(code);
      },
      find: async (purpose, hash) => {
        const [row] = await db
          .select()
          .from(t.authCodes)
          .where(and(live(purpose), eq(t.authCodes.hash, clean(hash))));
        return row && { ...row, purpose };
      },
      latest: async (purpose, userId) => {
        const [row] = await db
          .select()
          .from(t.authCodes)
          .where(and(live(purpose), eq(t.authCodes.userId, userId)))
          .orderBy(desc(t.authCodes.id))
          .limit(1);
        return row && { ...row, purpose };
      },
      use: async (id) => {
        const used = await db
          .update(t.authCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(t.authCodes.id, id), isNull(t.authCodes.usedAt)))
          .returning({ id: t.authCodes.id });
        return used.length > 0;
      },
      fail: async (id) => {
        const [row] = await db
          .update(t.authCodes)
          .set({ tries: sql`${t.authCodes.tries} + 1` })
          .where(eq(t.authCodes.id, id))
          .returning({ tries: t.authCodes.tries });
        return row?.tries ?? maxCodeTries;
      },
    },
    sessions: {
      async start(userId, days) {
        const token = randomBytes(32).toString('base64url');
        await db.insert(t.sessions).values({ token, userId, expiresAt: new Date(Date.now() + days * 86_400_000) });
        return token;
      },
      async userIdOf(token) {
        if (token.includes('\0')) return undefined;
        const [row] = await db
          .select({ userId: t.sessions.userId })
          .from(t.sessions)
          .where(and(eq(t.sessions.token, token), gt(t.sessions.expiresAt, sql`now()`)));
        return row?.userId;
      },
      async end(token) {
        if (token.includes('\0')) return;
        await db.delete(t.sessions).where(eq(t.sessions.token, token));
      },
      async endAll(userId) {
        await db.delete(t.sessions).where(eq(t.sessions.userId, userId));
      },
    },
  };
}
