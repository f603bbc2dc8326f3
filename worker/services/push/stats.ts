/** The console's 推送 page: who follows what (signed-in and anonymous), and a test push to the owner's own browsers. */
import { count, eq, sql } from 'drizzle-orm';
import { PUSH_TOPICS, pushTexts, type PushStats, type PushTestResult } from '../../../contract/push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { pushToUser, type PushEnv } from './deliver';

export async function pushStats(db: Db): Promise<PushStats> {
  const anonymous = sql<number>`sum(CASE WHEN ${pushSubscriptions.user_id} IS NULL THEN 1 ELSE 0 END)`;
  const signedIn = sql<number>`sum(CASE WHEN ${pushSubscriptions.user_id} IS NULL THEN 0 ELSE 1 END)`;
  const has = (topic: string) => sql`instr(${pushSubscriptions.topics}, ${`,${topic},`}) > 0`;
  const perTopic = PUSH_TOPICS.map((topic) =>
    db.select({ topic: sql<string>`${topic}`, anonymous, signedIn }).from(pushSubscriptions).where(has(topic)),
  );
  const [all, ...topics] = await db.batch([db.select({ total: count(), anonymous, signedIn }).from(pushSubscriptions), ...perTopic]);
  const totals = all[0];
  return {
    total: totals?.total ?? 0,
    signedIn: Number(totals?.signedIn ?? 0),
    anonymous: Number(totals?.anonymous ?? 0),
    topics: PUSH_TOPICS.map((topic, i) => ({ topic, signedIn: Number(topics[i]?.[0]?.signedIn ?? 0), anonymous: Number(topics[i]?.[0]?.anonymous ?? 0) })),
  };
}

/**
 * A test push to every browser the owner subscribed with, whatever its topics: the owner asks to
 * see that push reaches them. Sent within the request, so the console can say how many arrived.
 */
export async function sendTestPush(db: Db, env: PushEnv, origin: string, ownerId: number): Promise<PushTestResult> {
  const [mine] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, ownerId));
  const subscriptions = mine?.n ?? 0;
  if (subscriptions === 0) return { sent: 0, subscriptions };
  const sent = await pushToUser(env, origin, ownerId, null, { title: pushTexts.testTitle, body: pushTexts.testBody, url: '/admin/push', tag: 'push-test' });
  return { sent, subscriptions };
}

