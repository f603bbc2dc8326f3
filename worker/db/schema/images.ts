/** Pictures' responsive variants and the copies of other hosts' pictures (migration 0021). */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { now } from './columns';

/** One row per original picture that has been measured: its pixel size and the variant widths stored (contract/image-variants.ts). */
export const imageVariants = sqliteTable('image_variant', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: text('widths').notNull().default(''),
  createdAt: text('createdAt').notNull().default(now),
});

/** A picture of another host fetched once into R2 (key), or not fetchable yet (failedAt, epoch ms). */
export const externalImages = sqliteTable('external_image', {
  url: text('url').primaryKey(),
  key: text('key'),
  failedAt: integer('failedAt'),
  createdAt: text('createdAt').notNull().default(now),
});
