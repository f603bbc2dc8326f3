/**
 * The proof-of-work challenge's bookkeeping (issue 29, migrations/0017_challenge.sql). The worker
 * reads and writes these with D1's own statements (services/challenge/), since the chat room does
 * too; the tables are here so drizzle-kit knows them.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** A solved challenge's signature until its expiry (unix seconds): a second use is a replay. */
export const challengeUsed = sqliteTable(
  'challenge_used',
  {
    signature: text('signature').primaryKey(),
    expires_at: integer('expires_at').notNull(),
  },
  (t) => [index('challenge_used_expiry_idx').on(t.expires_at)],
);

/** Writes per account that passed a challenge (comments, chat messages): "new" is fewer than the owner's N. */
export const accountWrites = sqliteTable('account_writes', {
  user_id: integer('user_id').primaryKey(),
  writes: integer('writes').notNull().default(0),
});
