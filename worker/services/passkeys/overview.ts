/** What the user center shows: the account's passkeys, how this session was signed in, and the host they work on. */
import type { PasskeyOverview } from '../../../contract/passkey';
import { ROLE_ADMIN } from '../../../contract/session';
import type { Db } from '../../db/client';
import type { LiveUser } from '../../env';
import { consoleRequiresPasskey } from './console-access';
import { listPasskeys, toItem } from './credentials';
import type { RelyingParty } from './relying-party';

export async function passkeyOverview(db: Db, user: LiveUser, rp: RelyingParty): Promise<PasskeyOverview> {
  const [rows, locked] = await Promise.all([listPasskeys(db, user.id), user.role === ROLE_ADMIN ? consoleRequiresPasskey(db) : false]);
  return { list: rows.map(toItem), signedInWith: user.via ?? 'password', rpId: rp.rpID, consoleRequiresPasskey: locked };
}
