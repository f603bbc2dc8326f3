/**
 * The one text builder per notification type, in the contract's words (api-contract §3.1
 * comments, §3.7 links, §3.8 board: "您的收到了来自于：{from_name} 的评论回复: {content}！" and
 * its siblings, kept as the original server wrote them, since readers of existing sites know them).
 * One liberty: when the quote already ends a sentence ("好！", "谢谢。"), the closing "！" is left
 * off, so the punctuation never doubles. An article's title is not in the text; the list carries
 * it beside the message (`title`, notify.ts). The seed (scripts/seed-data/social.mjs) writes the
 * same sentences for its demo rows.
 */
import { clip } from './clip';
import { commentExcerpt } from './comment-excerpt';
import { escapeHtml } from './escape-html';

/** How much of a comment or note a notification quotes; the drawer shows two lines. */
export const NOTIFY_QUOTE_MAX = 40;

/**
 * User text as quoted: what the reader typed as one plain line (the markup that
 * would render and Markdown syntax become their words, everything else, such as
 * `Vec<String>`, stays), clipped with an ellipsis, then escaped. The wire says a
 * notification's `message` may hold HTML (api-contract §3.9) and clients render
 * it so (the original client with v-html): escaping is what makes a reader's
 * `<T>` show as typed there, and it never lets a quote become markup.
 */
export function quoteText(text: string): string {
  return escapeHtml(clip(commentExcerpt(text), NOTIFY_QUOTE_MAX));
}

/** A name from a person (nickname, site name): shown as typed, never markup. */
const named = (text: string) => escapeHtml(text);

/** What was commented on, as the owner knows it (an article's title travels beside the message). */
export type CommentTarget = { type: 1; title: string } | { type: 2 } | { type: 3 };

const TARGET_NAME = { 1: '文章', 2: '说说', 3: '留言' } as const;

/** The contract's closing "！", unless the quote already ends a sentence. */
const SENTENCE_END = /[。！？!?~～…]$/;
const closed = (quote: string) => (SENTENCE_END.test(quote) ? quote : `${quote}！`);

export const notifyText = {
  /** To the owner of an article, talk or board note: someone commented on it. */
  comment: (target: CommentTarget, fromName: string, content: string) =>
    `您的${TARGET_NAME[target.type]}收到了来自于：${named(fromName)} 的评论: ${closed(quoteText(content))}`,
  /** To the person replied to inside a comment thread. */
  reply: (fromName: string, content: string) => `您的收到了来自于：${named(fromName)} 的评论回复: ${closed(quoteText(content))}`,
  /** To the blog owner: a new note on the message board. */
  message: (nickName: string, message: string) => `您收到了来自于：${named(nickName)} 的留言: ${closed(quoteText(message))}`,
  /** To the blog owner: a friend-link application waiting in the console. */
  linkApply: (siteName: string) => `您的收到了来自于：${named(siteName)} 的友链申请，点我去后台审核！`,
  /** To a reader @-ed in the chat room while away (ours, issue 30; the chat room sends it). */
  mention: (fromName: string, content: string) => `您在聊天室收到了来自于：${named(fromName)} 的@: ${closed(quoteText(content))}`,
  /** To the blog owner: a listed friend link changed and waits for review again. */
  linkUpdate: (siteName: string) => `您的收到了来自于：${named(siteName)} 的友链修改申请，点我去后台审核！`,
};
