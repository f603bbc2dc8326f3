/** Owner's console: the dashboard in one round trip. */
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { DashboardData } from '../../contract/admin-settings';
import { LINK_PENDING } from '../../contract/links';
import type { Db } from '../db/client';
import { articles, comments, config, dailyViews, links, messages, talks, users } from '../db/schema';
import { chinaTime } from '../db/time';
import { isPublished } from './published';
import { publicComment, publicNote } from './write-screen/visibility';

const DASHBOARD_DAYS = 14;

export async function dashboard(db: Db): Promise<DashboardData> {
  const since = chinaTime(new Date(Date.now() - (DASHBOARD_DAYS - 1) * 86_400_000)).slice(0, 10);
  const [a, t, c, u, m, site, days, recent, pending] = await db.batch([
    db.select({ n: count() }).from(articles).where(isPublished),
    db.select({ n: count() }).from(talks).where(eq(talks.status, 1)),
    db.select({ n: count() }).from(comments).where(publicComment),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(messages).where(publicNote),
    db.select({ v: config.view_time }).from(config).orderBy(config.id).limit(1),
    db.select().from(dailyViews).where(gte(dailyViews.day, since)).orderBy(dailyViews.day),
    db
      .select({ id: comments.id, content: comments.content, from_name: comments.from_name, type: comments.type, for_id: comments.for_id, createdAt: comments.createdAt })
      .from(comments)
      .where(publicComment)
      .orderBy(desc(comments.id))
      .limit(6),
    db.select({ id: links.id, site_name: links.site_name, url: links.url, createdAt: links.createdAt }).from(links).where(and(eq(links.status, LINK_PENDING), eq(links.held, 0))).orderBy(desc(links.id)).limit(10),
  ]);
  // every day of the window, zero where nobody came
  const byDay = new Map(days.map((d) => [d.day, d.count]));
  const dailyViewsList = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = chinaTime(new Date(Date.now() - (DASHBOARD_DAYS - 1 - i) * 86_400_000)).slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
  return {
    counts: { articles: a[0]?.n ?? 0, talks: t[0]?.n ?? 0, comments: c[0]?.n ?? 0, users: u[0]?.n ?? 0, messages: m[0]?.n ?? 0 },
    viewTotal: site[0]?.v ?? 0,
    dailyViews: dailyViewsList,
    recentComments: recent,
    pendingLinks: pending,
  };
}
