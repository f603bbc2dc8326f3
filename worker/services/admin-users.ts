/** Owner's console: users (role, disable, profile). The owner can never lock themselves out. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { siteTexts, type AdminUserRow } from '../../contract/admin-site';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';

export async function listUsers(db: Db, q: { current: number; size: number; nick_name?: string; role?: number }, regionOf: (ip: string) => string): Promise<Page<AdminUserRow>> {
  const where = and(
    q.nick_name ? sql`${users.nick_name} LIKE ${`%${q.nick_name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} ESCAPE '\\'` : undefined,
    q.role ? eq(users.role, q.role) : undefined,
  );
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(users).where(where),
    db
      .select({ id: users.id, username: users.username, nick_name: users.nick_name, avatar: users.avatar, role: users.role, disabled: users.disabled, ip: users.ip, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  const list = rows.map(({ ip, ...r }) => ({ ...r, ip_address: ip ? regionOf(ip) : '火星' }));
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

async function setUser(db: Db, id: number, fields: Partial<typeof users.$inferInsert>) {
  const res = await db.update(users).set({ ...fields, updatedAt: chinaTime() }).where(eq(users.id, id)).returning({ id: users.id });
  if (!res[0]) throw fail(ErrorCode.user, siteTexts.userMissing);
  return true;
}

export async function updateRole(db: Db, selfId: number, id: number, role: number) {
  if (id === selfId && role !== 1) throw fail(ErrorCode.user, siteTexts.selfRole);
  return setUser(db, id, { role });
}

export async function setDisabled(db: Db, selfId: number, id: number, disabled: number) {
  if (id === selfId && disabled) throw fail(ErrorCode.user, siteTexts.selfDisable);
  return setUser(db, id, { disabled });
}

export const updateUserInfo = (db: Db, input: { id: number; nick_name: string; avatar: string }) =>
  setUser(db, input.id, { nick_name: input.nick_name, ...(input.avatar ? { avatar: input.avatar } : {}) });
