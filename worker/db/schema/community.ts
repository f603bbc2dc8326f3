/** What visitors write: friend links, board notes, comments, likes, and the notices they cause. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

export const links = sqliteTable(
  'blog_links',
  {
    id,
    site_name: text('site_name').notNull(),
    site_desc: text('site_desc').notNull().default(''),
    site_avatar: text('site_avatar').notNull().default(''),
    url: text('url').notNull(),
    status: integer('status').notNull().default(1),
    // text on purpose: the contract sends the applicant id as a string
    user_id: text('user_id').notNull().default(''),
    /** issue 29: 1 while the owner's rules or hold policy keep it from readers (审核中); see migrations/0019_hold_queue.sql */
    held: integer('held').notNull().default(0),
    /** why it is held, for the owner's queue */
    held_reason: text('held_reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('links_status_idx').on(t.status, t.createdAt), index('links_held_idx').on(t.id).where(sql`held = 1`)],
);

export const messages = sqliteTable(
  'blog_message',
  {
    id,
    message: text('message').notNull(),
    color: text('color').notNull().default('#676767'),
    font_size: integer('font_size').notNull().default(12),
    font_weight: integer('font_weight').notNull().default(500),
    bg_color: text('bg_color').notNull().default(''),
    bg_url: text('bg_url').notNull().default(''),
    user_id: integer('user_id'),
    nick_name: text('nick_name').notNull().default(''),
    tag: text('tag').notNull().default(''),
    like_times: integer('like_times').notNull().default(0),
    /** issue 29: 1 while the owner's rules or hold policy keep it from readers (审核中); see migrations/0019_hold_queue.sql */
    held: integer('held').notNull().default(0),
    /** why it is held, for the owner's queue */
    held_reason: text('held_reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('message_created_idx').on(t.createdAt), index('message_tag_idx').on(t.tag), index('message_held_idx').on(t.id).where(sql`held = 1`)],
);

export const comments = sqliteTable(
  'blog_comment',
  {
    id,
    parent_id: integer('parent_id'),
    type: integer('type').notNull(),
    for_id: integer('for_id').notNull(),
    from_id: integer('from_id').notNull(),
    from_name: text('from_name').notNull().default(''),
    from_avatar: text('from_avatar').notNull().default(''),
    to_id: integer('to_id'),
    to_name: text('to_name'),
    to_avatar: text('to_avatar'),
    content: text('content').notNull(),
    thumbs_up: integer('thumbs_up').notNull().default(0),
    ip: text('ip').notNull().default(''),
    // region label of the commenter's request (cf.region/country), kept so lists need no IP lookup
    ip_address: text('ip_address').notNull().default(''),
    /** issue 29: 1 while the owner's rules or hold policy keep it from readers (审核中); see migrations/0019_hold_queue.sql */
    held: integer('held').notNull().default(0),
    /** why it is held, for the owner's queue */
    held_reason: text('held_reason').notNull().default(''),
    ...timestamps,
  },
  // a page of a thread walks one index in its order: newest (and replies, oldest first) or most liked
  (t) => [
    index('comment_target_idx').on(t.type, t.for_id, t.parent_id, t.createdAt, t.id),
    index('comment_hot_idx').on(t.type, t.for_id, t.parent_id, t.thumbs_up, t.createdAt, t.id),
    index('comment_parent_idx').on(t.parent_id),
    index('comment_held_idx').on(t.id).where(sql`held = 1`),
  ],
);

export const likes = sqliteTable(
  'blog_like',
  {
    id,
    type: integer('type').notNull(),
    for_id: integer('for_id').notNull(),
    user_id: integer('user_id'),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [
    index('like_target_idx').on(t.type, t.for_id, t.user_id, t.ip),
    // one like per identity and target: concurrent likes collide here instead of double counting
    uniqueIndex('like_user_uq').on(t.type, t.for_id, t.user_id).where(sql`user_id IS NOT NULL`),
    uniqueIndex('like_ip_uq').on(t.type, t.for_id, t.ip).where(sql`user_id IS NULL`),
  ],
);

export const notifies = sqliteTable(
  'blog_notify',
  {
    id,
    message: text('message').notNull(),
    user_id: integer('user_id').notNull(),
    type: integer('type').notNull(),
    to_id: integer('to_id'),
    /** ours: the comment or reply the notice is about, for the drawer's deep link (null for older rows and other kinds) */
    comment_id: integer('comment_id'),
    isView: integer('isView').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('notify_user_idx').on(t.user_id, t.isView, t.createdAt)],
);
