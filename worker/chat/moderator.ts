import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/session';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { ChatIdentity } from './chat-identity';

/**
 * The role a socket's user has at this moment, or null when the account no
 * longer stands for anyone (deleted, disabled, or signed out since the socket
 * opened). The room asks before it acts on a socket's word, so nothing it does
 * rests on what was true at connect time. One indexed read.
 */
export async function liveRole(db: Db, user: ChatIdentity): Promise<number | null> {
  const row = await db
    .select({ role: users.role, disabled: users.disabled, session_version: users.session_version })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  return row && !row.disabled && row.session_version === user.sv ? row.role : null;
}

export const isModerator = (role: number | null) => role === ROLE_ADMIN;
