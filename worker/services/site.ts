import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { config, dailyViews, pageHeaders, siteMeta } from '../db/schema';
import { chinaTime } from '../db/time';
import { COUNTERS, ensureCounters, scheduledCount } from './published';

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

/** Sidebar counters: the counts the database keeps (migrations/0012_flat_counters.sql), one round trip. */
export async function getStatistic(db: Db) {
  const read = () =>
    db
      .select({ key: siteMeta.key, n: sql<number>`${siteMeta.value} - CASE ${siteMeta.key} WHEN ${COUNTERS.publicArticles} THEN ${scheduledCount()} ELSE 0 END` })
      .from(siteMeta)
      .where(inArray(siteMeta.key, Object.values(COUNTERS)))
      .all();
  let rows = await read();
  if (rows.length < Object.keys(COUNTERS).length) {
    await ensureCounters(db);
    rows = await read();
  }
  const counted = new Map(rows.map((r) => [r.key, r.n]));
  return {
    articleCount: counted.get(COUNTERS.publicArticles) ?? 0,
    tagCount: counted.get(COUNTERS.tags) ?? 0,
    categoryCount: counted.get(COUNTERS.categories) ?? 0,
    userCount: counted.get(COUNTERS.users) ?? 0,
  };
}
