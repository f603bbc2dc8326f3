/**
 * Who receives a push, and the bookkeeping of what their push services answered: a
 * subscription that answers 404/410 is deleted, the others count sent pushes and failures in a
 * row (reset by a delivery); ten failures in a row delete it too.
 * D1's own statements, not drizzle: the chat room's isolate loads this for @mentions
 * (db/d1-statements.ts, docs/architecture.md "What keeps the chat room fast").
 */
import type { PushPayload } from '../../../contract/push';
import { OWNER_TOPICS, type PushTopic } from '../../../contract/push-topics';
import { vapidKeys, type VapidEnv } from './keys';
import type { PushFanout } from './fanout-object';
import { sendPush, type PushTarget, type SendOptions, type SendOutcome } from './send';

export interface PushEnv extends VapidEnv {
  /** mailto: or https URL push services may contact; the site's own origin when unset */
  VAPID_SUBJECT?: string;
  /** "1" only on test servers: lets a subscription's endpoint be http://127.0.0.1 (a local push service) */
  PUSH_LOOPBACK_HTTP?: string;
  /** the fan-out object (wrangler.toml): a topic's subscribers past the first TOPIC_BUDGET */
  PUSH_FANOUT?: DurableObjectNamespace<PushFanout>;
}

/** Pushes in flight at once per delivery: a fan-out never opens more connections than this. */
const CONCURRENCY = 6;
/** One page of a topic's subscribers. */
const PAGE = 50;
/**
 * The most subscriptions one invocation reaches (after a response, or one alarm of the fan-out
 * object): every push is a subrequest, and an invocation may make only so many (50 on the free
 * plan, counting the D1 reads and writes around them) (docs/architecture.md, "Push").
 */
const TOPIC_BUDGET = 45;
/** Failures in a row (no push delivered between them) after which a subscription is dropped. */
const MAX_FAILURES = 10;
/** What one alarm of the fan-out object sends. */
export const PAGE_BUDGET = TOPIC_BUDGET;

interface Row extends PushTarget {
  id: number;
}

const isPost = (topic: PushTopic | null) => topic === 'article' || topic === 'talk';
const urgencyOf = (topic: PushTopic | null): SendOptions['urgency'] => (isPost(topic) ? 'low' : topic === 'reply' || topic === 'mention' ? 'high' : 'normal');
/** New posts keep half a day (the VAPID JWT may live 24 h at most); the rest two hours: later, the drawer holds them. */
const ttlOf = (topic: PushTopic | null) => (isPost(topic) ? 12 * 3600 : 2 * 3600);

async function options(env: PushEnv, origin: string, topic: PushTopic | null): Promise<SendOptions> {
  return {
    keys: await vapidKeys(env),
    subject: env.VAPID_SUBJECT || origin,
    ttl: ttlOf(topic),
    urgency: urgencyOf(topic),
    allowLoopbackHttp: env.PUSH_LOOPBACK_HTTP === '1',
  };
}

/** Sends to every row, CONCURRENCY at a time, then writes what happened in one batch. Answers how many were delivered. */
async function deliver(env: PushEnv, rows: Row[], payload: PushPayload, send: SendOptions): Promise<number> {
  const outcomes: SendOutcome[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      outcomes[i] = await sendPush(rows[i]!, payload, send).catch((): SendOutcome => 'failed');
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  const ids = (outcome: SendOutcome) => JSON.stringify(rows.filter((_, i) => outcomes[i] === outcome).map((r) => r.id));
  const inList = 'id IN (SELECT value FROM json_each(?1))';
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM push_subscription WHERE ${inList}`).bind(ids('gone')),
    env.DB.prepare(`UPDATE push_subscription SET sent = sent + 1, failed = 0, last_sent_at = strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') WHERE ${inList}`).bind(ids('sent')),
    env.DB.prepare(`UPDATE push_subscription SET failed = failed + 1 WHERE ${inList}`).bind(ids('failed')),
    // refused again and again (a push service that no longer knows our key, after the key was changed): dropped
    env.DB.prepare(`DELETE FROM push_subscription WHERE failed >= ${MAX_FAILURES} AND ${inList}`).bind(ids('failed')),
  ]);
  return outcomes.filter((o) => o === 'sent').length;
}

const COLUMNS = 'id, endpoint, p256dh, auth';
const HAS_TOPIC = "instr(topics, ',' || ?2 || ',') > 0";

/** Every subscription of one account that follows `topic` (a reply, a mention, a link answer), or all of them (null: the owner's test push). */
export async function pushToUser(env: PushEnv, origin: string, userId: number, topic: PushTopic | null, payload: PushPayload): Promise<number> {
  const { results } = await env.DB.prepare(`SELECT ${COLUMNS} FROM push_subscription WHERE user_id = ?1 AND (?2 IS NULL OR ${HAS_TOPIC}) ORDER BY id LIMIT ${PAGE}`)
    .bind(userId, topic)
    .all<Row>();
  if (results.length === 0) return 0;
  return deliver(env, results, payload, await options(env, origin, topic));
}

const ownerOnly = (topic: PushTopic) => ((OWNER_TOPICS as readonly string[]).includes(topic) ? 'AND user_id IN (SELECT id FROM blog_user WHERE role = 1)' : '');

/**
 * The subscriptions that follow `topic` after id `after`, up to `budget` of them, in pages by id.
 * Answers how many were delivered and, when more may follow, the last id reached (else null).
 * Owner topics reach only accounts that are administrators now (one demoted keeps its row but hears nothing).
 */
export async function pushTopicPage(env: PushEnv, origin: string, topic: PushTopic, payload: PushPayload, after: number, budget: number) {
  // the keys are made on first need: a site nobody subscribes to never makes or reads them
  let send: SendOptions | undefined;
  let reached = 0;
  let delivered = 0;
  while (reached < budget) {
    const want = Math.min(PAGE, budget - reached);
    const { results } = await env.DB.prepare(`SELECT ${COLUMNS} FROM push_subscription WHERE id > ?1 AND ${HAS_TOPIC} ${ownerOnly(topic)} ORDER BY id LIMIT ?3`)
      .bind(after, topic, want)
      .all<Row>();
    if (results.length > 0) {
      send ??= await options(env, origin, topic);
      delivered += await deliver(env, results, payload, send);
      reached += results.length;
      after = results[results.length - 1]!.id;
    }
    if (results.length < want) return { delivered, next: null };
  }
  return { delivered, next: after };
}

/**
 * Every subscription that follows `topic`: the first TOPIC_BUDGET within this invocation, and
 * the rest, if any, handed to the fan-out object (fanout-object.ts), which goes on in pages from
 * its alarm, each with a subrequest budget of its own.
 */
export async function pushToTopic(env: PushEnv, origin: string, topic: PushTopic, payload: PushPayload): Promise<number> {
  const { delivered, next } = await pushTopicPage(env, origin, topic, payload, 0, TOPIC_BUDGET);
  if (next !== null && env.PUSH_FANOUT) await env.PUSH_FANOUT.getByName('push').enqueue({ topic, payload, origin, after: next });
  return delivered;
}
