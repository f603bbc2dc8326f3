/**
 * "A new account" is one with fewer accepted writes than the owner's N (account_writes, one
 * primary-key read): a comment or chat message counts when its solved challenge is redeemed
 * (migrations/0017_challenge.sql says why not by trigger). D1's own statements: the chat room counts
 * its messages here too, and its isolate keeps drizzle out.
 */
import type { D1Statements } from '../../db/d1-statements';

export async function acceptedWrites(d1: D1Statements, userId: number): Promise<number> {
  const row = await d1.prepare('SELECT writes FROM account_writes WHERE user_id = ?1').bind(userId).first<{ writes: number }>();
  return row?.writes ?? 0;
}

/** One more accepted write; answers the account's count after it. */
export async function countWrite(d1: D1Statements, userId: number): Promise<number> {
  const row = await d1
    .prepare('INSERT INTO account_writes (user_id, writes) VALUES (?1, 1) ON CONFLICT(user_id) DO UPDATE SET writes = writes + 1 RETURNING writes')
    .bind(userId)
    .first<{ writes: number }>();
  return row?.writes ?? 0;
}
