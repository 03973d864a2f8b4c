import { eq } from 'drizzle-orm';
import type { Store } from '../store';
import { profileLinks as p } from './profile-links-schema';
import type { Database } from './sql-store';

/** The server's profile links: the same answers as the in-memory store's `profileLinks`. */
export const profileLinks = (db: Database): Store['profileLinks'] => ({
  async of(accountId) {
    const rows = await db.select().from(p).where(eq(p.accountId, accountId));
    return Object.fromEntries(rows.map((row) => [row.link, row.connected]));
  },
  async set(accountId, link, connected) {
    await db
      .insert(p)
      .values({ accountId, link, connected })
      .onConflictDoUpdate({ target: [p.accountId, p.link], set: { connected } });
  },
});
