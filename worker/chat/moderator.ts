import { ROLE_ADMIN } from '../../contract/session';
import type { D1Statements } from '../db/d1-statements';
import type { ChatIdentity } from './chat-identity';

/** What the room needs of an account to know whether a socket still speaks for it. */
export interface AccountRow {
  role: number;
  disabled: number;
  session_version: number;
}

/**
 * One statement for any number of accounts, the ids as one JSON parameter: a
 * room's refresh is one round trip to D1, not one per 40 ids (D1 binds at most 100).
 */
const READ_ACCOUNTS = 'SELECT id, role, disabled, session_version FROM blog_user WHERE id IN (SELECT value FROM json_each(?))';

/** The accounts of these users as they are now, by id; an id that is missing has no account any more. */
export async function readAccounts(d1: D1Statements, userIds: number[]): Promise<Map<number, AccountRow>> {
  const { results } = await d1.prepare(READ_ACCOUNTS).bind(JSON.stringify(userIds)).all<AccountRow & { id: number }>();
  return new Map(results.map(({ id, ...row }) => [id, row]));
}

/**
 * The role a socket's user has by that row, or null when the account no
 * longer stands for anyone (deleted, disabled, or signed out since the socket
 * opened).
 */
export const roleOf = (row: AccountRow | null, user: ChatIdentity): number | null =>
  row && !row.disabled && row.session_version === user.sv ? row.role : null;

export const isModerator = (role: number | null) => role === ROLE_ADMIN;
