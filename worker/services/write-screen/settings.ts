/**
 * The owner's two documents of this part, read and saved for the console (/admin/security). A save
 * is handed to the chat room at once, which checks every message against its own copy
 * (worker/chat/room-rules.ts) and so never reads D1 on a message's way.
 */
import { type HoldPolicy, SETTING_KEYS, type WriteRules, holdSetting, writeRulesSetting } from '../../../contract/write-rules';
import type { Db } from '../../db/client';
import { writeSetting } from '../site-settings';
import { readScreenSettings, type ScreenSettings } from '.';

/** The chat room, told when the owner saves (the ChatRoom stub's RPC). */
export interface RulesWatcher {
  setWriteRules(docs: ScreenSettings): unknown;
}

/** A room that cannot be told now reads D1 again within its refresh time: the save stands either way. */
async function tellRoom(room: RulesWatcher, docs: ScreenSettings) {
  try {
    await room.setWriteRules(docs);
  } catch (err) {
    console.error('write rules: telling the chat room failed', err);
  }
}

export const readSecuritySettings = readScreenSettings;

export async function saveWriteRules(db: Db, room: RulesWatcher, value: WriteRules): Promise<WriteRules> {
  const rules = await writeSetting(db, SETTING_KEYS.writeRules, writeRulesSetting, value);
  const { hold } = await readScreenSettings(db);
  await tellRoom(room, { rules, hold });
  return rules;
}

export async function saveHoldPolicy(db: Db, room: RulesWatcher, value: HoldPolicy): Promise<HoldPolicy> {
  const hold = await writeSetting(db, SETTING_KEYS.hold, holdSetting, value);
  const { rules } = await readScreenSettings(db);
  await tellRoom(room, { rules, hold });
  return hold;
}
