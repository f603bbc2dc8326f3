/**
 * The chat room protocol (api-contract §3.3 and §4): socket frames parsed with
 * zod on both ends, the REST list shapes, limits and the Chinese texts.
 */
import { z } from 'zod';

export const CHAT_PAGE_SIZE = 10;
/** Longest text (or image URL) one message may carry. */
const CHAT_MAX_LENGTH = 500;
/** Close code of a socket the administrator forced offline: the client must not reconnect after it. */
export const CLOSE_FORCED_OFFLINE = 4001;
/** Close code of a user's oldest socket when they open more than the room allows (their newest tab keeps working). */
export const CLOSE_TOO_MANY_SOCKETS = 4002;
/** Close code of a socket whose account changed (disabled, deleted, demoted, signed out everywhere): the client reconnects as who it now is. */
export const CLOSE_ACCOUNT_CHANGED = 4003;
export const CHAT_SOCKET_PATH = '/ws';
/** `/ws?guest=1`: a reader's socket; the session cookie is not read (the original client sends neither, and is who its cookie says). */
export const CHAT_GUEST_PARAM = 'guest';

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

const id = z.coerce.number().int().positive();

export const contentType = z.enum(['text', 'image']);
export type ChatContentType = z.infer<typeof contentType>;

/** Client → server. `init.user_id` is accepted for compatibility and ignored: identity comes from the token. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), user_id: z.unknown().optional() }),
  z.object({
    type: z.literal('message'),
    content: z.string().trim().min(1, chatMessages.emptyMessage).max(CHAT_MAX_LENGTH, chatMessages.tooLong),
    content_type: contentType.default('text'),
  }),
  z.object({ type: z.literal('offline'), user_id: id }),
  z.object({ type: z.literal('revert'), message_id: id }),
]);
export type ClientFrameInput = z.input<typeof clientFrame>;

const onlineUser = z.object({
  user_id: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  createTime: z.string(),
});
export type OnlineUser = z.infer<typeof onlineUser>;

const messageFrame = z.object({
  type: z.literal('message'),
  id: z.number(),
  user_id: z.number(),
  content: z.string(),
  content_type: contentType,
  nick_name: z.string(),
  avatar: z.string(),
  /** ours, ISO like the REST list: when the room stored it (the original sent none; its client ignores extra fields) */
  createdAt: z.string().optional(),
});
export type MessageFrame = z.infer<typeof messageFrame>;

/** Server → client. `clear` is ours: the original did not tell other clients about a cleared history. */
export const serverFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tips'), content: z.string(), level: z.enum(['info', 'error']).optional() }),
  messageFrame,
  z.object({ type: z.literal('onlineList'), list: z.array(onlineUser) }),
  z.object({ type: z.literal('revert'), message_id: z.number() }),
  z.object({ type: z.literal('clear') }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;

/** REST list item (api-contract §3.3); dates are ISO strings there (a kept quirk). */
export interface ChatMessage {
  id: number;
  user_id: number;
  content: string;
  content_type: ChatContentType;
  nick_name: string;
  avatar: string;
  createdAt: string;
  updatedAt: string;
}

export interface ChatPage {
  current: number | null;
  size: number;
  total: number;
  list: ChatMessage[];
}

export const chatListBody = z.object({
  size: z.coerce.number().int().min(1).max(100).catch(CHAT_PAGE_SIZE),
  // "" or 0 = newest page; the client sends "" on the first call
  last_id: z.union([z.literal(''), z.null(), z.coerce.number().int().min(0)]).optional().catch(undefined),
});

/** Name shown for messages whose author no longer exists (contract §3.3). */
export const MISSING_USER_NAME = '小黑子';
