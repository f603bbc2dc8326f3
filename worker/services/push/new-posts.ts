/**
 * New articles and talks, announced once to their topic's subscribers (anonymous ones included:
 * these are the public topics). A sweep rather than a hook on each write: it runs after every
 * console write of a post (add, edit, show) and from the cron trigger (worker/index.ts), so an
 * article scheduled for later is announced when its time has come, whichever way it went public.
 * `push_post` remembers what was announced; a post is a candidate only while public (a private,
 * deleted or future one never is) and written (or scheduled) in the last day, so posts that come
 * from an import or a restore, dated as they were written, are not announced as new. One cost: a
 * draft written days ago and made public today is not announced either.
 */
import { and, desc, eq, gte, notExists, or, sql } from 'drizzle-orm';
import { createDb, type Db } from '../../db/client';
import { articles, pushPosts, talks } from '../../db/schema';
import { chinaTime } from '../../db/time';
import { isPublished } from '../published';
import { pushToTopic, type PushEnv } from './deliver';
import { articlePayload, talkPayload } from './payloads';
import { SITE_ORIGIN_KEY } from './site-origin';

/** A handful per sweep: each is a topic push of its own (deliver.ts TOPIC_BUDGET). */
const PER_SWEEP = 2;

const announced = (db: Db, kind: 'article' | 'talk', id: typeof articles.id | typeof talks.id) =>
  notExists(db.select({ one: sql`1` }).from(pushPosts).where(and(eq(pushPosts.kind, kind), eq(pushPosts.id, id))));

/** Claims a post for announcing: true for the one sweep whose insert took it. */
async function claim(db: Db, kind: 'article' | 'talk', id: number): Promise<boolean> {
  const rows = await db.insert(pushPosts).values({ kind, id }).onConflictDoNothing().returning({ id: pushPosts.id });
  return rows.length > 0;
}

export async function pushNewPosts(db: Db, env: PushEnv, origin: string): Promise<number> {
  const since = chinaTime(new Date(Date.now() - 24 * 3600_000));
  const [newArticles, newTalks] = await db.batch([
    db
      .select({ id: articles.id, title: articles.article_title })
      .from(articles)
      .where(and(isPublished, announced(db, 'article', articles.id), or(gte(articles.createdAt, since), gte(articles.publish_at, since))))
      .orderBy(desc(articles.id))
      .limit(PER_SWEEP),
    db
      .select({ id: talks.id, content: talks.content })
      .from(talks)
      .where(and(eq(talks.status, 1), announced(db, 'talk', talks.id), gte(talks.createdAt, since)))
      .orderBy(desc(talks.id))
      .limit(PER_SWEEP),
  ]);
  let sent = 0;
  for (const a of newArticles) if (await claim(db, 'article', a.id)) sent += await pushToTopic(env, origin, 'article', articlePayload(a.id, a.title));
  for (const t of newTalks) if (await claim(db, 'talk', t.id)) sent += await pushToTopic(env, origin, 'talk', talkPayload(t.id, t.content));
  return sent;
}

/** The cron trigger's sweep (worker/index.ts): scheduled articles whose time came since the last write. */
export async function announceFromCron(env: PushEnv): Promise<number> {
  const origin = env.VAPID_SUBJECT ?? await env.DB.prepare('SELECT value FROM site_secret WHERE name = ?1').bind(SITE_ORIGIN_KEY).first<string>('value');
  // nobody ever subscribed (the origin is kept when one does): there is nobody to tell
  if (!origin) return 0;
  return pushNewPosts(createDb(env.DB), env, origin);
}
