/**
 * The D1 data model. Table and column names follow the wire contract
 * (api-contract.md §6) so rows map onto API shapes without renaming.
 * Timestamps are text "YYYY-MM-DD HH:mm:ss" in China time: the contract's
 * wire format, and it sorts correctly as text.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;
const timestamps = {
  createdAt: text('createdAt').notNull().default(now),
  updatedAt: text('updatedAt').notNull().default(now),
};
const id = integer('id').primaryKey({ autoIncrement: true });

export const users = sqliteTable('blog_user', {
  id,
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  role: integer('role').notNull().default(2),
  nick_name: text('nick_name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  qq: text('qq').notNull().default(''),
  ip: text('ip').notNull().default(''),
  // 1 = refused at login (set from the owner's console)
  disabled: integer('disabled').notNull().default(0),
  // moves on a password change or the owner's "sign out everywhere": tokens carrying an older one stand for nobody
  session_version: integer('session_version').notNull().default(0),
  ...timestamps,
});

export const categories = sqliteTable('blog_category', {
  id,
  category_name: text('category_name').notNull().unique(),
  ...timestamps,
});

export const tags = sqliteTable('blog_tag', {
  id,
  tag_name: text('tag_name').notNull().unique(),
  ...timestamps,
});

export const articles = sqliteTable(
  'blog_article',
  {
    id,
    article_title: text('article_title').notNull(),
    author_id: integer('author_id').notNull().default(1),
    category_id: integer('category_id'),
    article_description: text('article_description').notNull().default(''),
    article_content: text('article_content').notNull().default(''),
    article_cover: text('article_cover').notNull().default(''),
    is_top: integer('is_top').notNull().default(2),
    order: integer('order'),
    status: integer('status').notNull().default(1),
    type: integer('type').notNull().default(1),
    origin_url: text('origin_url'),
    view_times: integer('view_times').notNull().default(0),
    thumbs_up_times: integer('thumbs_up_times').notNull().default(0),
    reading_duration: real('reading_duration').notNull().default(0),
    // China-time text; a public article stays hidden until this moment (null = published)
    publish_at: text('publish_at'),
    ...timestamps,
  },
  (t) => [
    index('article_home_idx').on(t.status, t.is_top, t.order, t.createdAt),
    index('article_category_idx').on(t.category_id, t.status, t.createdAt),
    index('article_views_idx').on(t.status, t.view_times),
  ],
);

export const articleTags = sqliteTable(
  'blog_article_tag',
  {
    article_id: integer('article_id').notNull(),
    tag_id: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.article_id, t.tag_id] }), index('article_tag_tag_idx').on(t.tag_id)],
);

export const talks = sqliteTable(
  'blog_talk',
  {
    id,
    content: text('content').notNull().default(''),
    user_id: integer('user_id').notNull().default(1),
    status: integer('status').notNull().default(1),
    is_top: integer('is_top').notNull().default(2),
    like_times: integer('like_times').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('talk_list_idx').on(t.status, t.is_top, t.createdAt)],
);

export const talkPhotos = sqliteTable(
  'blog_talk_photo',
  {
    id,
    talk_id: integer('talk_id').notNull(),
    url: text('url').notNull(),
    ...timestamps,
  },
  (t) => [index('talk_photo_talk_idx').on(t.talk_id)],
);

export const photoAlbums = sqliteTable('blog_photo_album', {
  id,
  album_name: text('album_name').notNull().unique(),
  album_cover: text('album_cover').notNull().default(''),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const photos = sqliteTable(
  'blog_photo',
  {
    id,
    album_id: integer('album_id').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('photo_album_idx').on(t.album_id, t.status)],
);

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
    ...timestamps,
  },
  (t) => [index('links_status_idx').on(t.status, t.createdAt)],
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
    ...timestamps,
  },
  (t) => [index('message_created_idx').on(t.createdAt), index('message_tag_idx').on(t.tag)],
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
    ...timestamps,
  },
  (t) => [index('comment_target_idx').on(t.type, t.for_id, t.parent_id)],
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
    isView: integer('isView').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('notify_user_idx').on(t.user_id, t.isView, t.createdAt)],
);

export const config = sqliteTable('blog_config', {
  id,
  blog_name: text('blog_name').notNull().default('小张的博客'),
  blog_avatar: text('blog_avatar').notNull().default(''),
  avatar_bg: text('avatar_bg').notNull().default(''),
  personal_say: text('personal_say').notNull().default(''),
  blog_notice: text('blog_notice').notNull().default(''),
  qq_link: text('qq_link').notNull().default(''),
  we_chat_link: text('we_chat_link').notNull().default(''),
  github_link: text('github_link').notNull().default(''),
  git_ee_link: text('git_ee_link').notNull().default(''),
  bilibili_link: text('bilibili_link').notNull().default(''),
  we_chat_group: text('we_chat_group').notNull().default(''),
  qq_group: text('qq_group').notNull().default(''),
  we_chat_pay: text('we_chat_pay').notNull().default(''),
  ali_pay: text('ali_pay').notNull().default(''),
  icp_number: text('icp_number').notNull().default(''),
  view_time: integer('view_time').notNull().default(0),
  ...timestamps,
});

export const pageHeaders = sqliteTable('blog_header', {
  id,
  route_name: text('route_name').notNull().unique(),
  bg_url: text('bg_url').notNull().default(''),
  ...timestamps,
});

/** Built-in music library (used when no upstream music API is configured). */
export const songs = sqliteTable('music_song', {
  id,
  name: text('name').notNull(),
  artist: text('artist').notNull().default(''),
  album: text('album').notNull().default(''),
  alias: text('alias').notNull().default(''),
  cover_key: text('cover_key').notNull().default(''),
  audio_key: text('audio_key').notNull(),
  mime: text('mime').notNull().default('audio/mpeg'),
  duration_ms: integer('duration_ms').notNull().default(0),
  lyric: text('lyric').notNull().default(''),
  ...timestamps,
});

export const playlists = sqliteTable('music_playlist', {
  id,
  name: text('name').notNull(),
  cover_key: text('cover_key').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const playlistSongs = sqliteTable(
  'music_playlist_song',
  {
    playlist_id: integer('playlist_id').notNull(),
    song_id: integer('song_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playlist_id, t.song_id] })],
);

/**
 * Curated links of /resources/front, /resources/back and /siteList (ours, not
 * in the contract). `icon` is an image path on this site or a short text mark:
 * third-party favicons would be a runtime request to another host.
 */
export const resources = sqliteTable(
  'blog_resource',
  {
    id,
    kind: text('kind').notNull(),
    group_name: text('group_name').notNull().default(''),
    group_sort: integer('group_sort').notNull().default(0),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('resource_kind_idx').on(t.kind, t.group_sort, t.sort)],
);

/** Site visits per China-time day ("YYYY-MM-DD"), for the console's chart. */
export const dailyViews = sqliteTable('daily_views', {
  day: text('day').primaryKey(),
  count: integer('count').notNull().default(0),
});

/** Persistent per-IP/per-key rate-limit windows (fixed window). */
export const rateLimits = sqliteTable('rate_limit', {
  key: text('key').primaryKey(),
  window_start: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Small counters the worker keeps about itself. `content_version` grows on
 * every successful write so edge-cached public answers are keyed by it and a
 * change is visible at once.
 */
export const siteMeta = sqliteTable('site_meta', {
  key: text('key').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Every object put in R2, with who stored it and what it is (contract/upload.ts
 * FILE_KINDS). A user may reference only their own files; an object without a
 * row predates this table and counts as the administrator's.
 */
export const storedFiles = sqliteTable(
  'stored_file',
  {
    key: text('key').primaryKey(),
    owner_id: integer('owner_id').notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull().default(0),
    createdAt: text('createdAt').notNull().default(now),
  },
  (t) => [index('stored_file_owner_idx').on(t.owner_id, t.kind)],
);
