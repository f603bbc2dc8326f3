/** The owner's `listen` setting (issue 31): who may control the chat room's 一起听; saving hands it to the room at once. */
import { LISTEN_SETTING_KEY, type ListenSetting, listenSetting } from '../../contract/chat-listen-setting';
import type { Db } from '../db/client';
import type { Bindings } from '../env';
import { publicRoom } from './chat';
import { readSetting, writeSetting } from './site-settings';

export const readListenSetting = (db: Db): Promise<ListenSetting> => readSetting(db, LISTEN_SETTING_KEY, listenSetting);

export async function saveListenSetting(db: Db, env: Bindings, value: ListenSetting): Promise<ListenSetting> {
  const saved = await writeSetting(db, LISTEN_SETTING_KEY, listenSetting, value);
  await publicRoom(env).setListenControl(saved);
  return saved;
}
