/**
 * Adding or removing a passkey changes how an account can be entered, so a session alone is not
 * enough: the person confirms it is them with the account's password, unless a passkey signed
 * this session in (it already proved as much). A wrong password counts against the login guard,
 * so this is no way around its limits. While the console requires a passkey, an administrator's
 * password proves nothing here: a stolen password must not add a passkey (and with it the console)
 * nor remove the owner's.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../contract/envelope';
import { passkeyTexts } from '../../../contract/passkey';
import { ROLE_ADMIN } from '../../../contract/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { LiveUser } from '../../env';
import { fail } from '../../http/app-error';
import { type LoginGuardRule, assertNotLocked, clearFailures, recordFailure } from '../login-guard';
import { verifyPassword } from '../password';
import { consoleRequiresPasskey } from './console-access';

export interface Confirmation {
  password?: string;
  ip: string;
  guard: LoginGuardRule;
}

/** Resolves when the person behind `user` may change the account's passkeys; throws the reason otherwise. Answers whether the console requires passkeys. */
export async function confirmIdentity(db: Db, user: LiveUser, { password, ip, guard }: Confirmation): Promise<{ consoleLocked: boolean }> {
  const consoleLocked = user.role === ROLE_ADMIN && (await consoleRequiresPasskey(db));
  if (consoleLocked) {
    if (user.via !== 'passkey') throw fail(ErrorCode.user, passkeyTexts.manageNeedsPasskey);
    return { consoleLocked };
  }
  if (user.via === 'passkey') return { consoleLocked };
  if (!password) throw fail(ErrorCode.user, passkeyTexts.passwordRequired);
  await assertNotLocked(db.$client, user.username, ip, guard);
  const row = await db.select({ password: users.password }).from(users).where(eq(users.id, user.id)).get();
  if (!row || !(await verifyPassword(password, row.password))) {
    await recordFailure(db.$client, user.username, ip, guard);
    throw fail(ErrorCode.user, passkeyTexts.passwordWrong);
  }
  await clearFailures(db.$client, user.username, ip);
  return { consoleLocked };
}
