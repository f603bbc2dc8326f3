/**
 * 一起听's limits, modes, texts and clock rule (issue 31) without zod: the chat page's bar reads
 * them on its first screen, where zod would be 16 KB gzip (issue 32). chat-listen.ts builds the
 * frames' schemas on these and re-exports them for the room.
 */

/** The owner's setting of who controls (site_setting key; chat-listen-setting.ts has its console schema). */
export const LISTEN_SETTING_KEY = 'listen';
/** Longest track the room accepts (ms): a radio show is still a track, a day is not. */
export const LISTEN_MAX_TRACK_MS = 4 * 60 * 60 * 1000;
/** Tracks waiting at most; the room's state must stay a small row. */
export const LISTEN_QUEUE_MAX = 30;

/** Who may control the room's player (the owner's `listen` setting, chat-listen-setting.ts). */
export const LISTEN_CONTROL_MODES = ['owner', 'chosen', 'members'] as const;
export type ListenControlMode = (typeof LISTEN_CONTROL_MODES)[number];

/** The position (ms) of a state at room time `now`. Position = now − startedAt while playing, `position` while paused. */
export function positionAt(state: { startedAt: number | null; position: number }, now: number): number {
  return state.startedAt === null ? state.position : Math.max(0, now - state.startedAt);
}

export const listenTexts = {
  notAllowed: '你没有控制一起听的权限',
  loginFirst: '请先登录再控制一起听',
  queueFull: `待播列表最多${LISTEN_QUEUE_MAX}首`,
  alreadyQueued: '这首歌已经在待播列表里了',
  nothing: '现在没有在放的歌',
  gone: '这首歌已经不在待播列表里了',
} as const;
