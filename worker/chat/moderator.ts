import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { ChatIdentity } from './chat-identity';

/**
 * Moderation is decided by the account as it is at the moment of the act, not
 * as it was when the socket opened: a demoted, disabled, deleted or signed-out
 * administrator's old socket moderates nothing. Acts are rare, so one read each.
 */
export async function isLiveModerator(db: Db, user: ChatIdentity): Promise<boolean> {
  const row = await db
    .select({ role: users.role, disabled: users.disabled, session_version: users.session_version })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  return Boolean(row && row.role === ROLE_ADMIN && !row.disabled && row.session_version === user.sv);
}
