/**
 * Removing a passkey: the person confirms it is them (confirm-identity.ts), and an administrator
 * keeps at least one while the console requires passkeys, or the next sign-in could not reach it.
 */
import { ErrorCode } from '../../../contract/envelope';
import { passkeyTexts } from '../../../contract/passkey';
import type { Db } from '../../db/client';
import type { LiveUser } from '../../env';
import { fail } from '../../http/app-error';
import { type Confirmation, confirmIdentity } from './confirm-identity';
import { countPasskeys, removePasskey } from './credentials';

export async function removeOwnPasskey(db: Db, user: LiveUser, id: number, confirmation: Confirmation): Promise<true> {
  const { consoleLocked } = await confirmIdentity(db, user, confirmation);
  if (consoleLocked && (await countPasskeys(db, user.id)) <= 1) throw fail(ErrorCode.user, passkeyTexts.lastPasskeyForConsole);
  return removePasskey(db, user.id, id);
}
