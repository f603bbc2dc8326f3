/** Articles with their categories and tags. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

/**
 * Public (status 1) articles of a category or tag, scheduled ones included: kept by the
 * database's triggers (migrations/0011_flat_counters.sql), so the dictionaries never count rows.
 */
const publicArticles = integer('public_articles').notNull().default(0);

export const categories = sqliteTable('blog_category', {
  id,
  category_name: text('category_name').notNull().unique(),
  public_articles: publicArticles,
  ...timestamps,
});

export const tags = sqliteTable('blog_tag', {
  id,
  tag_name: text('tag_name').notNull().unique(),
  public_articles: publicArticles,
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
  // Each list walks one of these in its own order and reads the table only for the rows it answers:
  // publish_at rides along so the "published" rule is decided in the index (in the table it sits
  // after the long article_content). See docs/architecture.md, "Queries that stay flat".
  (t) => [
    index('article_home_idx').on(t.status, t.is_top, t.order, sql`${t.createdAt} DESC`, sql`${t.id} DESC`, t.publish_at),
    index('article_timeline_idx').on(t.status, t.createdAt, t.id, t.publish_at),
    index('article_category_idx').on(t.category_id, t.status, t.createdAt, t.id, t.publish_at),
    index('article_views_idx').on(t.status, t.view_times, t.id, t.publish_at),
    // the few articles still waiting for their time: counts subtract them
    index('article_scheduled_idx').on(t.status, t.publish_at, t.category_id),
  ],
);

export const articleTags = sqliteTable(
  'blog_article_tag',
  {
    article_id: integer('article_id').notNull(),
    tag_id: integer('tag_id').notNull(),
    // the article's status, date and publish time, copied by triggers (migrations/0012_flat_counters.sql)
    // whoever writes, so a tag's page walks one index in date order like the other lists
    article_status: integer('article_status').notNull().default(0),
    article_created: text('article_created').notNull().default(''),
    article_publish_at: text('article_publish_at'),
  },
  (t) => [
    primaryKey({ columns: [t.article_id, t.tag_id] }),
    index('article_tag_list_idx').on(t.tag_id, t.article_status, t.article_created, t.article_id, t.article_publish_at),
  ],
);
