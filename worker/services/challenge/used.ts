/**
 * A solved challenge is good for one write: its signature goes into challenge_used until the
 * challenge would have expired anyway. D1's own statements (the chat room uses this too).
 */
import type { D1Statements } from '../../db/d1-statements';

/** About one insert in this many also clears out the rows past their expiry (an index range delete). */
const PRUNE_EVERY = 16;

/** True when this is the solution's first use (and records it); false for a replay. */
export async function recordUse(d1: D1Statements & Pick<D1Database, 'batch'>, signature: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  const insert = d1.prepare('INSERT INTO challenge_used (signature, expires_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING RETURNING signature').bind(signature, expiresAt);
  const prune = Math.random() * PRUNE_EVERY < 1;
  const [inserted] = prune
    ? await d1.batch([insert, d1.prepare('DELETE FROM challenge_used WHERE expires_at < ?1').bind(Math.floor(now / 1000))])
    : [await insert.all()];
  return (inserted?.results.length ?? 0) > 0;
}
