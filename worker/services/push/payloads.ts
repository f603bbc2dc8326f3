/**
 * What each push says: the same sentence the notification drawer shows for the same event
 * (contract/notify-texts.ts), as plain text (the drawer's HTML unescaped: a notification shows
 * text), and the place it opens, exactly where the drawer's entry leads (web notify-drawer.tsx).
 */
import { COMMENT_TYPE } from '../../../contract/comment';
import { notifyText } from '../../../contract/notify';
import type { PushPayload } from '../../../contract/push';
import { clip } from '../../../contract/clip';
import { commentExcerpt } from '../../../contract/comment-excerpt';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The drawer's words: notify texts are escaped HTML, a notification shows text. */
const plain = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** Where a comment's notice opens: the article or talk at that comment; board comments on the board. */
function commentUrl(type: number, forId: number, commentId: number): string {
  if (type === COMMENT_TYPE.article) return `/article?id=${forId}#comment-${commentId}`;
  if (type === COMMENT_TYPE.talk) return `/talk?id=${forId}#comment-${commentId}`;
  return '/message/list';
}

export interface CommentFacts {
  id: number;
  type: number;
  for_id: number;
  from_name: string;
  content: string;
}

export const replyPayload = (c: CommentFacts): PushPayload => ({
  title: '有人回复了你',
  body: plain(notifyText.reply(c.from_name, c.content)),
  url: commentUrl(c.type, c.for_id, c.id),
  tag: `reply-${c.id}`,
});

export const commentPayload = (c: CommentFacts): PushPayload => ({
  title: '新评论',
  // the article's title travels beside the drawer's sentence, not in it
  body: plain(notifyText.comment(c.type === COMMENT_TYPE.article ? { type: 1, title: '' } : { type: c.type === COMMENT_TYPE.talk ? 2 : 3 }, c.from_name, c.content)),
  url: commentUrl(c.type, c.for_id, c.id),
  tag: `comment-${c.id}`,
});

export const notePayload = (nick: string, message: string): PushPayload => ({
  title: '新留言',
  body: plain(notifyText.message(nick, message)),
  url: '/message/list',
});

/** The owner's queue, never the held words: a held item is not public, and a lock screen is. */
export const heldPayload = (what: string): PushPayload => ({
  title: '有内容待审核',
  body: `一条新的${what}等待您审核。`,
  url: '/admin/moderation?tab=held',
  tag: 'held',
});

export const linkApplyPayload = (siteName: string, update = false): PushPayload => ({
  title: '友链申请',
  body: plain(update ? notifyText.linkUpdate(siteName) : notifyText.linkApply(siteName)),
  url: '/admin/links',
  tag: 'link-apply',
});

export const linkAnswerPayload = (drawerText: string): PushPayload => ({
  title: '友链申请结果',
  body: plain(drawerText),
  url: '/link/list',
});

export const articlePayload = (id: number, title: string): PushPayload => ({
  title: '新文章',
  body: clip(title, 100),
  url: `/article?id=${id}`,
  tag: `article-${id}`,
});

export const talkPayload = (id: number, content: string): PushPayload => ({
  title: '新说说',
  body: clip(commentExcerpt(content), 80),
  url: `/talk?id=${id}`,
  tag: `talk-${id}`,
});
