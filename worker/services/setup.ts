/**
 * First run: a site without an administrator makes one at /setup, and the first visitor to get
 * there is the owner. Whether that is still to happen is read from D1 until the answer is "done",
 * then remembered per isolate: an administrator is never un-made, so a set-up site pays nothing.
 */
import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import { setupTexts, type SetupBody } from '../../contract/setup';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail, forbidden } from '../http/app-error';
import { hashPassword } from './password';
import { signToken } from './token';

let ownerExists = false;

export async function setupNeeded(db: Db): Promise<boolean> {
  if (ownerExists) return false;
  const owner = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLE_ADMIN)).limit(1).get();
  if (owner) ownerExists = true;
  return !owner;
}

export const setupClosed = () => forbidden(setupTexts.closed);

/**
 * Makes the owner and names the blog in one batch (one transaction). The account is inserted only
 * WHERE NOT EXISTS an administrator, in the same statement that checks, so of two setups racing
 * exactly one inserts; the blog name is written only beside the account this call made (its salted
 * hash is unique), so the loser changes nothing. Answers what a login answers.
 */
export async function createOwner(db: Db, input: SetupBody, ip: string, secret: () => Promise<string>) {
  if (!(await setupNeeded(db))) throw setupClosed();
  const username = input.username.trim();
  const hash = await hashPassword(input.password);
  // raw statements: drizzle's batch takes builders only, and this insert is an INSERT … SELECT … WHERE
  const d1 = db.$client;
  const madeHere = 'EXISTS (SELECT 1 FROM blog_user WHERE role = ?1 AND username = ?2 AND password = ?3)';
  const [created] = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `INSERT INTO blog_user (username, password, role, nick_name, ip)
         SELECT ?2, ?3, ?1, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM blog_user WHERE role = ?1)
         ON CONFLICT (username) DO NOTHING RETURNING id`,
      )
      .bind(ROLE_ADMIN, username, hash, input.nick_name, ip),
    d1
      .prepare(`UPDATE blog_config SET blog_name = ?4, updatedAt = ?5 WHERE id = (SELECT MIN(id) FROM blog_config) AND ${madeHere}`)
      .bind(ROLE_ADMIN, username, hash, input.blog_name, chinaTime()),
    d1.prepare(`INSERT INTO blog_config (blog_name) SELECT ?4 WHERE NOT EXISTS (SELECT 1 FROM blog_config) AND ${madeHere}`).bind(ROLE_ADMIN, username, hash, input.blog_name),
  ]);
  const owner = created?.results[0];
  if (!owner) {
    if (!(await setupNeeded(db))) throw setupClosed();
    // an account registered before the owner came holds that name
    throw fail(ErrorCode.user, setupTexts.usernameTaken);
  }
  ownerExists = true;
  const token = await signToken({ id: owner.id, username, role: ROLE_ADMIN, nick_name: input.nick_name, sv: 0 }, await secret());
  return { token, username, role: ROLE_ADMIN, id: owner.id };
}
