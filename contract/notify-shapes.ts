/**
 * Notification constants and shapes (api-contract §3.9) without zod, so the header's
 * bell can use them without pulling the validator into the first load. The texts are
 * built in notify-texts.ts.
 */
export const NOTIFY_PAGE_SIZE = 10;
export const NOTIFY_BADGE_MAX = 9;
export const NOTIFY_UNREAD = 1;
export const NOTIFY_READ = 2;
/** mention (ours, issue 30): someone @-ed the reader in the chat room while they were away */
export const NOTIFY_TYPE = { article: 1, talk: 2, message: 3, link: 4, mention: 5 } as const;

export interface NotifyItem {
  id: number;
  message: string;
  user_id: number;
  type: number;
  to_id: number | null;
  isView: number;
  createdAt: string;
  updatedAt: string;
  /** ours: the comment or reply the notice is about (null for older notices and other kinds) */
  comment_id?: number | null;
  /** ours: the commented article's title, while it is public */
  title?: string | null;
  /** ours: what the notice points at is gone (the comment deleted, the article or talk removed or hidden) */
  gone?: boolean;
}

export const notifyMessages = {
  missing: '消息不存在',
  badId: '消息id不合法',
  listed: '获取消息列表成功',
  read: '已读成功',
  allRead: '全部已读',
  deleted: '删除成功',
} as const;
