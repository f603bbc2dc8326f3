/**
 * The one text builder per notification type (api-contract §3.9). Each reads as a
 * sentence about the reader ("小张 回复了你的评论：…"), and quoted user text comes
 * last with nothing after it, so a quote ending in "！" or "。" never doubles the
 * sentence's own punctuation. The seed (scripts/seed-data/social.mjs) writes the
 * same sentences for its demo rows.
 */
import { clip } from './clip';
import { commentExcerpt } from './comment-excerpt';
import { escapeHtml } from './escape-html';

/** How much of a comment or note a notification quotes; the drawer shows two lines. */
export const NOTIFY_QUOTE_MAX = 40;
/** A long article title is clipped too, so the quote still fits. */
const NOTIFY_TITLE_MAX = 24;

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

/** A name or title from a person (nickname, site name, article title): shown as typed, never markup. */
const named = (text: string) => escapeHtml(text);

/** What was commented on, as the owner knows it; an article carries its title. */
export type CommentTarget = { type: 1; title: string } | { type: 2 } | { type: 3 };

function targetName(target: CommentTarget): string {
  if (target.type === 1) return `你的文章《${named(clip(target.title, NOTIFY_TITLE_MAX))}》`;
  return target.type === 2 ? '你的说说' : '你的留言';
}

export const notifyText = {
  /** To the owner of an article, talk or board note: someone commented on it. */
  comment: (target: CommentTarget, fromName: string, content: string) =>
    `${targetName(target)}收到了 ${named(fromName)} 的评论：${quoteText(content)}`,
  /** To the person replied to inside a comment thread. */
  reply: (fromName: string, content: string) => `${named(fromName)} 回复了你的评论：${quoteText(content)}`,
  /** To the blog owner: a new note on the message board. */
  message: (nickName: string, message: string) => `${named(nickName)} 在留言板给你留言：${quoteText(message)}`,
  /** To the blog owner: a friend-link application waiting in the console. */
  linkApply: (siteName: string) => `收到 ${named(siteName)} 的友链申请，点我去后台审核`,
  /** To the blog owner: a listed friend link changed and waits for review again. */
  linkUpdate: (siteName: string) => `${named(siteName)} 修改了友链信息，点我去后台审核`,
};
