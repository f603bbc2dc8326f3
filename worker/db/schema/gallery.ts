/** Talks (short posts with photos) and the photo albums. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

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
