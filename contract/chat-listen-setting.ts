/**
 * The owner's `listen` setting (issue 31): who may control the chat room's shared player. The
 * settings document (every field has a default, services/site-settings.ts) and the console's save
 * body. Classic zod, for the site and the console; the room reads the stored JSON with the mini
 * schema `listenControl` (chat-listen.ts), which has the same fields.
 */
import { z } from 'zod';
import { LISTEN_CONTROL_MODES } from './chat-listen';

export { LISTEN_SETTING_KEY } from './chat-listen';
/** Chosen controllers at most: a list the room reads whole on every control frame. */
export const LISTEN_CHOSEN_MAX = 50;

export const listenModeLabels = {
  owner: '只有站长',
  chosen: '站长和指定的用户',
  members: '所有登录用户',
} as const satisfies Record<(typeof LISTEN_CONTROL_MODES)[number], string>;

export const listenSettingTexts = {
  badMode: '控制权限只能是只有站长、站长和指定的用户或所有登录用户',
  badUsers: `指定的用户最多 ${LISTEN_CHOSEN_MAX} 位，用用户 ID 填写`,
  read: '获取一起听设置成功',
  saved: '已保存，立即生效',
} as const;

export const listenSetting = z.object({
  mode: z.enum(LISTEN_CONTROL_MODES, { message: listenSettingTexts.badMode }).default('owner'),
  users: z
    .array(z.number({ message: listenSettingTexts.badUsers }).int(listenSettingTexts.badUsers).positive(listenSettingTexts.badUsers), {
      message: listenSettingTexts.badUsers,
    })
    .max(LISTEN_CHOSEN_MAX, listenSettingTexts.badUsers)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type ListenSetting = z.infer<typeof listenSetting>;
