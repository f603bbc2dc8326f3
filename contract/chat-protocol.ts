/**
 * The chat room's limits, close codes, paths and Chinese texts (api-contract
 * §3.3 and §4), without zod: the chat page reads them on its first screen, and
 * chat.ts (the client frames and the REST list's schemas) re-exports them.
 */
export const CHAT_PAGE_SIZE = 10;
/** Longest text (or image URL) one message may carry. */
export const CHAT_MAX_LENGTH = 500;
/** Close code of a socket the administrator forced offline: the client must not reconnect after it. */
export const CLOSE_FORCED_OFFLINE = 4001;
/** Close code of a user's oldest socket when they open more than the room allows (their newest tab keeps working). */
export const CLOSE_TOO_MANY_SOCKETS = 4002;
/** Close code of a socket whose account changed (disabled, deleted, demoted, signed out everywhere): the client reconnects as who it now is. */
export const CLOSE_ACCOUNT_CHANGED = 4003;
export const CHAT_SOCKET_PATH = '/ws';
/**
 * Largest client frame the room reads. A legal frame is far smaller: CHAT_MAX_LENGTH characters,
 * each at most 6 bytes as a JSON escape (\uXXXX), is 3,000 bytes plus the field names; the platform
 * lets frames reach 32 MiB, and the room would parse one before it knows who sent it.
 */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** `/ws?guest=1`: a reader's socket; the session cookie is not read (the original client sends neither, and is who its cookie says). */
export const CHAT_GUEST_PARAM = 'guest';
/** What a message carries: its text, or the address of an image uploaded to this site. */
export const CHAT_CONTENT_TYPES = ['text', 'image'] as const;

export const chatMessages = {
  loginFirst: '请先登录',
  emptyMessage: '请输入消息再发送',
  tooLong: `消息不能超过${CHAT_MAX_LENGTH}个字符`,
  tooFast: '发送太频繁了，请稍后再试',
  badFrame: '消息格式错误',
  foreignImage: '只能发送本站上传的图片',
  notYours: '只能撤回自己的消息',
  adminOnly: '只有管理员可以这样做',
  forcedOffline: '你已被管理员强制下线',
  tooManySockets: '聊天窗口开得太多了，这个窗口已断开',
  frameTooLarge: '消息太大了，聊天室没有读它',
  tooManyGuestSockets: '这个网络打开的聊天窗口太多了，请关掉几个，或登录后再进入聊天室',
  roomFull: '围观聊天室的读者太多了，请登录后再进入聊天室',
  accountChanged: '账号状态已变更，请重新登录后再聊天',
  foreignOrigin: '其他网站不能连接本站聊天室',
  connectFailed: '聊天室连接失败 正在重新连接',
  revoked: '撤回成功',
  revokeFailed: '撤回聊天失败',
  cleared: '聊天记录已清空',
  clearFailed: '清空聊天记录失败',
  uploadFailed: '图片上传失败',
  /** told to the sender only: the room stored a quote instead of their text (spec §1.8 filter) */
  replaced: '消息包含不允许的内容，已被替换',
} as const;

/** Name shown for messages whose author no longer exists (contract §3.3). */
export const MISSING_USER_NAME = '小黑子';
