/** Columns every table shares. Timestamps are text "YYYY-MM-DD HH:mm:ss" in China time (see index.ts). */
import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

export const now = sql`(strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;
export const timestamps = {
  createdAt: text('createdAt').notNull().default(now),
  updatedAt: text('updatedAt').notNull().default(now),
};
export const id = integer('id').primaryKey({ autoIncrement: true });
