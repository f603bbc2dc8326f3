/** An account's passkeys as its owner manages them: list, rename, remove. Every query names the account. */
import { and, asc, count, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../contract/envelope';
import { type PasskeyItem, passkeyTexts } from '../../../contract/passkey';
import type { Db } from '../../db/client';
import { passkeyCredentials } from '../../db/schema';
import { fail } from '../../http/app-error';

export type CredentialRow = typeof passkeyCredentials.$inferSelect;

export const toItem = (row: CredentialRow): PasskeyItem => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.last_used_at,
  synced: row.device_type === 'multiDevice',
  rpId: row.rp_id,
});

export async function listPasskeys(db: Db, userId: number): Promise<CredentialRow[]> {
  return db.select().from(passkeyCredentials).where(eq(passkeyCredentials.user_id, userId)).orderBy(asc(passkeyCredentials.id)).all();
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(passkeyCredentials).where(eq(passkeyCredentials.user_id, userId)).get();
  return row?.n ?? 0;
}

/** Someone else's passkey reads as missing: its id says nothing about whether it exists. */
export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<PasskeyItem> {
  const [row] = await db
    .update(passkeyCredentials)
    .set({ name })
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.user_id, userId)))
    .returning();
  if (!row) throw fail(ErrorCode.user, passkeyTexts.badId);
  return toItem(row);
}

export async function removePasskey(db: Db, userId: number, id: number): Promise<true> {
  const gone = await db
    .delete(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.user_id, userId)))
    .returning({ id: passkeyCredentials.id });
  if (!gone.length) throw fail(ErrorCode.user, passkeyTexts.badId);
  return true;
}
