/**
 * The key tokens are signed with. JWT_SECRET when the owner set one (`wrangler secret put`,
 * .dev.vars); otherwise a key the worker made for itself on its first login, so a fresh deploy
 * needs no secret set by hand. That key lives in D1 (`site_secret`, which export, restore and
 * every API leave alone: db/private-tables.ts) and is never logged.
 */
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client';
import { siteSecret } from '../db/schema';

const JWT_KEY = 'jwt';
const KEY_BYTES = 32;

/** Per isolate: the stored key is read once, then kept (it never changes once made). */
let stored: string | undefined;

export async function signingSecret(env: { DB: D1Database; JWT_SECRET?: string }): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  stored ??= await storedKey(env.DB);
  return stored;
}

/**
 * INSERT OR IGNORE, then read back, in one batch: isolates that race on a fresh database each
 * offer a key, the first one stays, and every one of them reads that one.
 */
async function storedKey(d1: D1Database): Promise<string> {
  const db = createDb(d1);
  const offer = [...crypto.getRandomValues(new Uint8Array(KEY_BYTES))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const [, rows] = await db.batch([
    db.insert(siteSecret).values({ name: JWT_KEY, value: offer }).onConflictDoNothing(),
    db.select({ value: siteSecret.value }).from(siteSecret).where(eq(siteSecret.name, JWT_KEY)).limit(1),
  ]);
  const row = rows[0];
  if (!row?.value) throw new Error('the signing key could not be stored');
  return row.value;
}

/** Tests only: what a new isolate starts with. */
export function forgetSigningSecret(): void {
  stored = undefined;
}
