/**
 * Nobody posts under someone else's name (issue 29 item 5): a nickname that folds
 * (nickname-fold.ts) to the key of another account is refused where a name is
 * chosen (registration, the user center, the console). Two accounts that already
 * look alike keep working: only a change to a name is checked, and blog_user.nick_fold
 * is an index, not a UNIQUE constraint.
 */
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { authMessages } from '../../contract/auth-rules';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { fail } from '../http/app-error';
import { foldNickname } from './nickname-fold';
import { OWNER_ID_SQL } from './site-owner';

/** The name readers see for an account (comments, the board, chat fall back to the account name): what the key folds. */
const shownName = (row: { nick_name: string; username: string }) => row.nick_name || row.username;

/** Rows folded per statement: their ids and keys travel as one JSON parameter, far below D1's size limits. */
const FOLD_CHUNK = 200;

/**
 * Folds the accounts that have no key yet: every row before migration 0015, and rows written by
 * paths that do not fold (imports, restores, the seed, /setup). After the first call this finds
 * none, through the index. One statement per chunk, so a site with many accounts stays within
 * D1's statements per request.
 */
async function foldPending(db: Db): Promise<void> {
  const rows = await db.select({ id: users.id, nick_name: users.nick_name, username: users.username }).from(users).where(isNull(users.nick_fold)).all();
  for (let i = 0; i < rows.length; i += FOLD_CHUNK) {
    const keys = JSON.stringify(rows.slice(i, i + FOLD_CHUNK).map((r) => ({ i: r.id, f: foldNickname(shownName(r)) })));
    await db.run(sql`UPDATE blog_user SET nick_fold = json_extract(k.value, '$.f')
      FROM json_each(${keys}) AS k
      WHERE blog_user.id = json_extract(k.value, '$.i') AND blog_user.nick_fold IS NULL`);
  }
}

/**
 * The key a new or changed nickname would have, once sure no other account wears it; else the
 * envelope's message (the owner's name gets its own). `self` is the account being renamed.
 */
export async function freeNicknameKey(db: Db, name: string, self?: number): Promise<string> {
  const key = foldNickname(name);
  if (!key) throw fail(ErrorCode.user, authMessages.nicknameBlank);
  await foldPending(db);
  const holders = await db
    .select({ owner: sql<number>`${users.id} = (${sql.raw(OWNER_ID_SQL)})` })
    .from(users)
    .where(and(eq(users.nick_fold, key), self === undefined ? undefined : ne(users.id, self)))
    .limit(2)
    .all();
  if (holders.length) throw nicknameRefused(holders.some((h) => h.owner === 1));
  return key;
}

export const nicknameRefused = (owner: boolean) => fail(ErrorCode.user, owner ? authMessages.nicknameOwner : authMessages.nicknameTaken);

/** What an account's UPDATE adds when it may rename: the new key, the check inside the write, and what a refused write means. */
interface Rename {
  fields: { nick_fold?: string };
  guard: SQL | undefined;
  refused: () => Promise<Error>;
}

/**
 * Renaming `account` to `nick_name`. A name that folds as the account's own (the same name, or
 * "Bob" to "bob") is not checked: an account already sharing its look with another, from before
 * this rule or an import, keeps working for every other edit. A new look is checked now, and again
 * inside the UPDATE (`guard`), so of two requests racing for one name only one gets it.
 */
export async function renameFields(db: Db, account: { id: number; username: string; nick_name: string }, nick_name: string): Promise<Rename> {
  const next = shownName({ nick_name, username: account.username });
  const missing = async () => fail(ErrorCode.user, authMessages.accountMissing);
  if (foldNickname(next) === foldNickname(shownName(account))) return { fields: {}, guard: undefined, refused: missing };
  const key = await freeNicknameKey(db, next, account.id);
  return {
    fields: { nick_fold: key },
    guard: sql`NOT EXISTS (SELECT 1 FROM blog_user AS other WHERE other.nick_fold = ${key} AND other.id != ${account.id})`,
    // the account is there (the caller read it): someone took the name between the check and the write
    refused: async () => {
      await freeNicknameKey(db, next, account.id);
      return nicknameRefused(false);
    },
  };
}
