import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, categories, config, dailyViews, pageHeaders, tags, users } from '../db/schema';
import { chinaTime } from '../db/time';
import { isPublished } from './published';

export async function getConfig(db: Db) {
  return (await db.select().from(config).orderBy(config.id).limit(1).get()) ?? null;
}

/** Increments the site visit counter; false when the config row is missing. */
export async function addView(db: Db): Promise<boolean> {
  const first = await db.select({ id: config.id }).from(config).orderBy(config.id).limit(1).get();
  if (!first) return false;
  await db.batch([
    db.update(config).set({ view_time: sql`${config.view_time} + 1` }).where(eq(config.id, first.id)),
    db
      .insert(dailyViews)
      .values({ day: chinaTime().slice(0, 10), count: 1 })
      .onConflictDoUpdate({ target: dailyViews.day, set: { count: sql`${dailyViews.count} + 1` } }),
  ]);
  return true;
}

export async function listPageHeaders(db: Db) {
  return db
    .select({ id: pageHeaders.id, route_name: pageHeaders.route_name, bg_url: pageHeaders.bg_url })
    .from(pageHeaders)
    .orderBy(pageHeaders.id)
    .all();
}

/** Sidebar counters: one round trip for four counts. */
export async function getStatistic(db: Db) {
  const [a, t, c, u] = await db.batch([
    db.select({ n: count() }).from(articles).where(isPublished),
    db.select({ n: count() }).from(tags),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(users),
  ]);
  return {
    articleCount: a[0]?.n ?? 0,
    tagCount: t[0]?.n ?? 0,
    categoryCount: c[0]?.n ?? 0,
    userCount: u[0]?.n ?? 0,
  };
}
