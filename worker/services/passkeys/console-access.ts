/**
 * The owner's `passkey` setting: whether the console accepts only sessions a passkey signed in.
 * Turning it on is refused unless the one turning it on is signed in with a passkey right now:
 * that proves they have one and that it works on this host name, so nobody locks themselves out.
 */
import { ErrorCode } from '../../../contract/envelope';
import { PASSKEY_SETTING_KEY, type PasskeySetting, type PasskeySettingView, passkeySetting, passkeyTexts } from '../../../contract/passkey';
import type { Db } from '../../db/client';
import type { LiveUser } from '../../env';
import { fail } from '../../http/app-error';
import { readSetting, writeSetting } from '../site-settings';
import { countPasskeys } from './credentials';

const readPasskeySetting = (db: Db) => readSetting(db, PASSKEY_SETTING_KEY, passkeySetting);

export async function consoleRequiresPasskey(db: Db): Promise<boolean> {
  return (await readPasskeySetting(db)).requireForConsole;
}

export async function passkeySettingView(db: Db, user: LiveUser, setting?: PasskeySetting): Promise<PasskeySettingView> {
  return {
    setting: setting ?? (await readPasskeySetting(db)),
    ownPasskeys: await countPasskeys(db, user.id),
    signedInWith: user.via ?? 'password',
  };
}

export async function savePasskeySetting(db: Db, user: LiveUser, value: PasskeySetting): Promise<PasskeySettingView> {
  if (value.requireForConsole) {
    if (!(await countPasskeys(db, user.id))) throw fail(ErrorCode.user, passkeyTexts.noPasskeyForConsole);
    if (user.via !== 'passkey') throw fail(ErrorCode.user, passkeyTexts.signInWithPasskeyFirst);
  }
  return passkeySettingView(db, user, await writeSetting(db, PASSKEY_SETTING_KEY, passkeySetting, value));
}
