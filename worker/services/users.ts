import { and, eq, sql } from 'drizzle-orm';
import type { RegisterBody } from '../../contract/auth';
import { ErrorCode } from '../../contract/envelope';
import type { LoginResult, UserInfo } from '../../contract/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { filterText } from './content-filter';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { signToken } from './token';
import { type LoginGuardRule, assertNotLocked, clearFailures, recordFailure } from './login-guard';
import { claimImage, releaseFile } from './stored-files';
import { OWNER_ID_SQL } from './site-owner';
import type { AccountWatcher } from './identity';
import { freeNicknameKey, nicknameRefused, renameFields } from './nickname-guard';

const TEST_USER_ID = 2;

const randomAlnum = (n: number) => {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => chars[b % chars.length]).join('');
};

/**
 * A reader who gives no nickname is the owner's fan: the original named them "小张的迷弟" after its
 * own owner; here the prefix follows whoever owns this site, cut so the whole name keeps to the
 * 20 characters any nickname may have.
 */
async function ownerFanPrefix(db: Db): Promise<string> {
  const owner = await db.select({ nick: users.nick_name }).from(users).where(sql`${users.id} = (${sql.raw(OWNER_ID_SQL)})`).get();
  const name = Array.from(owner?.nick.trim() || '博主').slice(0, 9).join('');
  return `${name}的迷弟`;
}

/** A reader's default name, drawn again in the unlikely case it reads as an existing one. */
async function defaultNickname(db: Db): Promise<{ nick: string; key: string }> {
  const prefix = await ownerFanPrefix(db);
  for (let tries = 0; ; tries++) {
    const nick = `${prefix}${randomAlnum(8)}`;
    try {
      return { nick, key: await freeNicknameKey(db, nick) };
    } catch (err) {
      if (tries >= 4) throw err;
    }
  }
}

export async function register(db: Db, body: RegisterBody, ip: string) {
  const username = body.username.trim();
  if (username.toLowerCase() === 'admin') throw fail(ErrorCode.user, 'admin账号已存在');
  // letter case never makes a second account: "Alice" is "alice" (the original's MySQL collation agreed)
  const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).get();
  if (existing) throw fail(ErrorCode.user, '用户名已经存在');
  const typed = body.nick_name ? filterText(body.nick_name) : '';
  const { nick, key } = typed ? { nick: typed, key: await freeNicknameKey(db, typed) } : await defaultNickname(db);
  // raw: the name's check is in the INSERT itself, so of two readers racing for one name only one gets it
  const row = await db.$client
    .prepare(
      `INSERT INTO blog_user (username, password, role, nick_name, avatar, ip, nick_fold)
       SELECT ?1, ?2, 2, ?3, '', ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM blog_user WHERE nick_fold = ?5)
       ON CONFLICT (username) DO NOTHING RETURNING id, username`,
    )
    .bind(username, await hashPassword(body.password), nick, ip, key)
    .first<{ id: number; username: string }>();
  if (row) return row;
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  if (taken) throw fail(ErrorCode.user, '用户名已经存在');
  // the name was taken between the check and the insert: say by whom, as the check would have
  await freeNicknameKey(db, nick);
  throw nicknameRefused(false);
}

export const DISABLED_ACCOUNT = '该账号已被禁用，请联系博主';

/**
 * The account a login names: the exact name, else the one account whose name
 * differs only in letter case (accounts from before registration refused such
 * twins, or an import, may have two: then only the exact name finds either).
 */
async function findAccount(db: Db, username: string) {
  const exact = await db.select().from(users).where(eq(users.username, username)).get();
  if (exact) return exact;
  const folded = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(2).all();
  return folded.length === 1 ? folded[0] : undefined;
}

export async function login(
  db: Db,
  input: { username: string; password: string },
  ip: string,
  ipAddress: string,
  secret: string,
  guard: LoginGuardRule,
): Promise<LoginResult> {
  await assertNotLocked(db.$client, input.username, ip, guard);
  const user = await findAccount(db, input.username);
  if (!user || !(await verifyPassword(input.password, user.password))) {
    await recordFailure(db.$client, input.username, ip, guard);
    throw fail(ErrorCode.user, user ? '密码不匹配' : '用户名不存在');
  }
  await clearFailures(db.$client, input.username, ip);
  if (user.disabled) throw fail(ErrorCode.user, DISABLED_ACCOUNT);
  // an imported bcrypt hash becomes ours now that the password is known; only if nobody changed it meanwhile
  const rehashed = needsRehash(user.password) ? await hashPassword(input.password) : null;
  const password = rehashed ? sql`CASE WHEN ${users.password} = ${user.password} THEN ${rehashed} ELSE ${users.password} END` : undefined;
  await db.update(users).set({ ip, updatedAt: chinaTime(), ...(password && { password }) }).where(eq(users.id, user.id)).run();
  const token = await signToken(
    { id: user.id, username: user.username, role: user.role, nick_name: user.nick_name, sv: user.session_version },
    secret,
  );
  return { token, username: user.username, role: user.role, id: user.id, ipAddress };
}

export async function getUserInfo(db: Db, id: number, regionOf: (ip: string) => string): Promise<UserInfo> {
  const user = await db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw fail(ErrorCode.user, '获取用户信息失败');
  return {
    id: user.id,
    role: user.role,
    nick_name: user.nick_name,
    qq: user.qq,
    avatar: user.avatar,
    ipAddress: regionOf(user.ip),
  };
}

export async function updateOwnInfo(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  input: { nick_name: string; avatar?: string; qq?: string },
) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw fail(ErrorCode.user, '用户不存在');
  const nick_name = filterText(input.nick_name);
  const rename = await renameFields(db, user, nick_name);
  // an unchanged avatar is not checked again (seeded accounts wear shared demo pictures)
  const changed = input.avatar !== undefined && input.avatar !== user.avatar;
  const avatar = !changed ? user.avatar : input.avatar ? (await claimImage(db.$client, input.avatar, user, ErrorCode.user)).url : '';
  const done = await db
    .update(users)
    .set({ nick_name, ...rename.fields, avatar, qq: input.qq ?? user.qq, updatedAt: chinaTime() })
    .where(and(eq(users.id, userId), rename.guard))
    .returning({ id: users.id });
  if (!done.length) throw await rename.refused();
  if (user.avatar !== avatar) await releaseFile(db.$client, bucket, user.avatar, user);
  return true;
}

/** A new password ends every earlier session: tokens, cookies and open chat sockets. */
export async function updatePassword(
  db: Db,
  room: AccountWatcher,
  userId: number,
  input: { password: string; password1: string },
) {
  if (userId === TEST_USER_ID) throw fail(ErrorCode.user, '测试用户密码不可以修改哦');
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw fail(ErrorCode.user, '用户不存在');
  if (!(await verifyPassword(input.password, user.password))) throw fail(ErrorCode.user, '密码不匹配');
  await db
    .update(users)
    // every earlier token and cookie (this one included: the client logs out) stands for nobody from now on
    .set({ password: await hashPassword(input.password1), session_version: sql`${users.session_version} + 1`, updatedAt: chinaTime() })
    .where(eq(users.id, userId))
    .run();
  await room.closeUser(userId);
  return true;
}
