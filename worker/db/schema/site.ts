/** The site itself: settings, page headers, resources, visit counts, rate limits, the content version, stored files. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, now, timestamps } from './columns';

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

/**
 * Keys the worker makes for itself: `jwt` is the token signing key when JWT_SECRET is unset
 * (services/signing-secret.ts). Never exported, restored or served (db/private-tables.ts).
 */
export const siteSecret = sqliteTable('site_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: text('createdAt').notNull().default(now),
});

/**
 * The owner's security settings, one JSON document per key (issue 29). A key's shape and
 * defaults are a zod schema in contract/; read and write through services/site-settings.ts.
 */
export const siteSettings = sqliteTable('site_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: text('updatedAt').notNull().default(now),
});

/**
 * Recent screened writes (issue 29): the folded text's hash and the network (IPv4 /24, IPv6 /64)
 * of each, for the repeat and burst rules (services/write-screen). A day at most: every insert
 * deletes what is older. Not content, never exported.
 */
export const writeFingerprints = sqliteTable(
  'write_fingerprint',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** epoch seconds */
    at: integer('at').notNull(),
    text_hash: text('text_hash').notNull(),
    network: text('network').notNull(),
    /** `u:<id>` for an account, `g:<ip>` for a guest: the repeat rule counts authors, not writes */
    author: text('author').notNull(),
  },
  (t) => [index('fingerprint_text_idx').on(t.text_hash, t.at), index('fingerprint_network_idx').on(t.network, t.at), index('fingerprint_at_idx').on(t.at)],
);

/**
 * Web Push subscriptions (issue 30): one row per browser endpoint, its encryption keys, the
 * account (NULL: anonymous, public topics only) and the topics as ",reply,article,".
 * Private (db/private-tables.ts). Read and written through services/push/.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscription',
  {
    id,
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    user_id: integer('user_id'),
    topics: text('topics').notNull().default(','),
    address: text('address').notNull().default(''),
    ...timestamps,
    last_sent_at: text('last_sent_at'),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [uniqueIndex('push_endpoint_idx').on(t.endpoint), index('push_user_idx').on(t.user_id)],
);

/** The posts whose new-post push went out (kind 'article' or 'talk'): each is announced once. Private. */
export const pushPosts = sqliteTable(
  'push_post',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    createdAt: text('createdAt').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
