/** Where the original blog's rows go here, and what their type numbers point at. */
import { COMMENT_TYPE } from '../../../contract/comment';
import { LIKE_TYPE } from '../../../contract/like';
import { NOTIFY_TYPE } from '../../../contract/notify-shapes';
import type { SourceTable } from './source-tables';

/** The name import_record files this importer's rows under. */
export const IMPORT_SOURCE = 'blog-v3';

/** The table each source table's rows become, for rows that keep an id (blog_article_tag has none here). */
export const TARGET_TABLE = {
  blog_user: 'blog_user',
  blog_category: 'blog_category',
  blog_tag: 'blog_tag',
  blog_article: 'blog_article',
  blog_talk: 'blog_talk',
  blog_talk_photo: 'blog_talk_photo',
  blog_photo_album: 'blog_photo_album',
  blog_photo: 'blog_photo',
  blog_links: 'blog_links',
  blog_message: 'blog_message',
  blog_comment: 'blog_comment',
  blog_like: 'blog_like',
  blog_notify: 'blog_notify',
  blog_header: 'blog_header',
  blog_config: 'blog_config',
  // the original's recommended sites become a group of this site's site list (/siteList)
  blog_recommend: 'blog_resource',
} as const satisfies Partial<Record<SourceTable, string>>;

export type TargetTable = (typeof TARGET_TABLE)[keyof typeof TARGET_TABLE];
/** Every table the import inserts into. */
export type InsertTable = TargetTable | 'blog_article_tag';

/** A like's `type` → the table its `for_id` names. */
export const LIKE_TARGETS: Record<number, SourceTable> = {
  [LIKE_TYPE.article]: 'blog_article',
  [LIKE_TYPE.talk]: 'blog_talk',
  [LIKE_TYPE.message]: 'blog_message',
  [LIKE_TYPE.comment]: 'blog_comment',
};

/** A comment's `type` → the table its `for_id` names (3: a message-board entry). */
export const COMMENT_TARGETS: Record<number, SourceTable> = {
  [COMMENT_TYPE.article]: 'blog_article',
  [COMMENT_TYPE.talk]: 'blog_talk',
  [COMMENT_TYPE.message]: 'blog_message',
};

/** A notification's `type` → the table its `to_id` names. */
export const NOTIFY_TARGETS: Record<number, SourceTable> = {
  [NOTIFY_TYPE.article]: 'blog_article',
  [NOTIFY_TYPE.talk]: 'blog_talk',
  [NOTIFY_TYPE.message]: 'blog_message',
  [NOTIFY_TYPE.link]: 'blog_links',
};
