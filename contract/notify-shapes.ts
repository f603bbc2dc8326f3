/**
 * Notification constants, shapes and texts (api-contract §3.9) without zod,
 * so the header's bell can use them without pulling the validator into the first load.
 */
const TYPE_NAME: Record<number, string> = { 1: '文章', 2: '说说', 3: '留言' };

export const NOTIFY_PAGE_SIZE = 10;
export const NOTIFY_BADGE_MAX = 9;
export const NOTIFY_UNREAD = 1;
export const NOTIFY_READ = 2;
export const NOTIFY_TYPE = { article: 1, talk: 2, message: 3, link: 4 } as const;

export interface NotifyItem {
  id: number;
  message: string;
  user_id: number;
  type: number;
  to_id: number | null;
  isView: number;
  createdAt: string;
  updatedAt: string;
}

export const notifyMessages = {
  missing: '消息不存在',
  badId: '消息id不合法',
  listed: '获取消息列表成功',
  read: '已读成功',
  deleted: '删除成功',
} as const;

export const notifyText = {
  comment: (type: number, fromName: string, content: string) =>
    `您的${TYPE_NAME[type] ?? ''}收到了来自于：${fromName} 的评论: ${content}！`,
  reply: (fromName: string, content: string) => `您的收到了来自于：${fromName} 的评论回复: ${content}！`,
  message: (nickName: string, message: string) => `您收到了来自于：${nickName} 的留言: ${message}！`,
  linkApply: (siteName: string) => `您的收到了来自于：${siteName} 的友链申请，点我去后台审核！`,
  linkUpdate: (siteName: string) => `您的收到了来自于：${siteName} 的友链修改申请，点我去后台审核！`,
};
