/** Articles with their categories and tags. */
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

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
