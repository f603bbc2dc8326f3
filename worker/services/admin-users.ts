/**
 * Owner's console: users (role, disable, profile, sign out). The owner can never lock themselves
 * out, and no other administrator can touch the owner's account.
 *
 * The owner is the lowest-id administrator (site-owner.ts). Nothing can move it: the owner may
 * not give up the role (selfRole), nobody else may take it (ownerProtected), and an older
 * account may not be made administrator (ownerPrecedence).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { ROLE_ADMIN } from '../../contract/session';
import { adminUserTexts, type AdminUserRow } from '../../contract/admin-users';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { containsText } from '../db/contains';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import type { AccountWatcher } from './identity';
import { renameFields } from './nickname-guard';
import { OWNER_ID_SQL, siteOwner } from './site-owner';

export async function listUsers(db: Db, q: { current: number; size: number; nick_name?: string; role?: number }, regionOf: (ip: string) => string): Promise<Page<AdminUserRow>> {
  const where = and(
    q.nick_name ? containsText(users.nick_name, q.nick_name) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
  );
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(users).where(where),
    db
      .select({ id: users.id, username: users.username, nick_name: users.nick_name, avatar: users.avatar, role: users.role, disabled: users.disabled, owner: sql<number>`${users.id} = (${sql.raw(OWNER_ID_SQL)})`, ip: users.ip, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  const list = rows.map(({ ip, owner, ...r }) => ({ ...r, owner: owner === 1, ip_address: ip ? regionOf(ip) : '火星' }));
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

const ownerId = async (db: Db) => (await siteOwner(db.$client))?.id ?? null;

/** Only the owner changes the owner's account. */
async function assertMayChange(db: Db, actorId: number, id: number) {
  if (id !== actorId && id === (await ownerId(db))) throw fail(ErrorCode.user, adminUserTexts.ownerProtected);
}

async function setUser(db: Db, id: number, fields: SQLiteUpdateSetSource<typeof users>) {
  const res = await db.update(users).set({ ...fields, updatedAt: chinaTime() }).where(eq(users.id, id)).returning({ id: users.id });
  if (!res[0]) throw fail(ErrorCode.user, adminUserTexts.userMissing);
  return true;
}

export async function updateRole(db: Db, room: AccountWatcher, selfId: number, id: number, role: number) {
  if (id === selfId && role !== ROLE_ADMIN) throw fail(ErrorCode.user, adminUserTexts.selfRole);
  await assertMayChange(db, selfId, id);
  if (role === ROLE_ADMIN) {
    const owner = await ownerId(db);
    if (owner !== null && id < owner) throw fail(ErrorCode.user, adminUserTexts.ownerPrecedence);
  }
  await setUser(db, id, { role });
  await room.closeUser(id);
  return true;
}

export async function setDisabled(db: Db, room: AccountWatcher, selfId: number, id: number, disabled: number) {
  if (id === selfId && disabled) throw fail(ErrorCode.user, adminUserTexts.selfDisable);
  await assertMayChange(db, selfId, id);
  await setUser(db, id, { disabled });
  if (disabled) await room.closeUser(id);
  return true;
}

/** Ends every token, cookie and chat socket of the user: they log in again where they want to be. */
export async function signOutEverywhere(db: Db, room: AccountWatcher, selfId: number, id: number) {
  await assertMayChange(db, selfId, id);
  await setUser(db, id, { session_version: sql`${users.session_version} + 1` });
  await room.closeUser(id);
  return true;
}

/** The owner renaming a reader is held to the same rule as the reader (nickname-guard.ts): no name that reads as another account's. */
export async function updateUserInfo(db: Db, selfId: number, input: { id: number; nick_name: string; avatar: string }) {
  await assertMayChange(db, selfId, input.id);
  const account = await db.select({ id: users.id, username: users.username, nick_name: users.nick_name }).from(users).where(eq(users.id, input.id)).get();
  if (!account) throw fail(ErrorCode.user, adminUserTexts.userMissing);
  const rename = await renameFields(db, account, input.nick_name);
  const res = await db
    .update(users)
    .set({ nick_name: input.nick_name, ...rename.fields, ...(input.avatar ? { avatar: input.avatar } : {}), updatedAt: chinaTime() })
    .where(and(eq(users.id, input.id), rename.guard))
    .returning({ id: users.id });
  if (!res[0]) throw await rename.refused();
  return true;
}
