/** The profile page's table (docs/api.md, "Pages"), re-exported by schema.ts. */
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One row per link a signed-in user changed (`ProfileLinks`: `owner`, `connection:<id>`); the sample's state
 * stands for every link without a row, so the seed is the profile's sample data itself.
 */
export const profileLinks = pgTable(
  'profile_links',
  {
    accountId: integer('account_id').notNull(),
    link: text('link').notNull(),
    connected: boolean('connected').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.link] })],
);
