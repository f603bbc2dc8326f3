/** The owner's challenge settings (contract/challenge.ts), stored under the key `challenge`. */
import { CHALLENGE_SETTING_KEY, type ChallengeSettings, challengeSettings } from '../../../contract/challenge';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../site-settings';

export const readChallengeSettings = (db: Db): Promise<ChallengeSettings> => readSetting(db, CHALLENGE_SETTING_KEY, challengeSettings);

export const saveChallengeSettings = (db: Db, value: ChallengeSettings): Promise<ChallengeSettings> =>
  writeSetting(db, CHALLENGE_SETTING_KEY, challengeSettings, value);
