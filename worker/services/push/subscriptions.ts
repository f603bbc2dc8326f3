/**
 * Subscribing a browser: one row per endpoint (an upsert: the same browser subscribing again
 * replaces its keys and topics), tied to the account that asked, or anonymous. Who may follow
 * what: a browser without an account only the public topics (new articles and talks: they name
 * nobody), an account its own reader topics, the owner (role 1) also the owner topics.
 */
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { ErrorCode } from '../../../contract/envelope';
import { OWNER_TOPICS, PUBLIC_TOPICS, PUSH_TOPICS, pushTexts, type PushStatus, type PushSubscriptionInput, type PushTopic } from '../../../contract/push';
import { ROLE_ADMIN } from '../../../contract/session';
import type { Db } from '../../db/client';
import { pushSubscriptions, siteSecret } from '../../db/schema';
import { now } from '../../db/schema/columns';
import type { TokenUser } from '../../env';
import { fail, forbidden } from '../../http/app-error';
import { SITE_ORIGIN_KEY } from './site-origin';

/**
 * Caps on rows, because every row is an outgoing request on every push of its topics (a new
 * article reaches every anonymous row): without them one script could make the worker send
 * thousands of requests per post, and fill the table. An account uses a few browsers (10 covers
 * phone, laptop, work and their private windows); an address shared by a household or an office
 * may hold 5 anonymous browsers, and the whole site 2,000 (a personal blog's readers; a new post
 * reaches TOPIC_BUDGET of them per invocation, docs/architecture.md "Push").
 */
const MAX_PER_ACCOUNT = 10;
const MAX_ANONYMOUS_PER_ADDRESS = 5;
const MAX_ANONYMOUS = 2_000;

const code = ErrorCode.push;


/** ",reply,article," ↔ ['reply', 'article'], in the contract's order. */
const topicsText = (topics: readonly PushTopic[]) => `,${PUSH_TOPICS.filter((t) => topics.includes(t)).join(',')},`.replace(',,', ',');
const topicsOf = (text: string) => PUSH_TOPICS.filter((t) => text.includes(`,${t},`));

function allowedTopics(topics: PushTopic[], user: TokenUser | undefined): PushTopic[] {
  if (!user) {
    if (topics.some((t) => !(PUBLIC_TOPICS as readonly string[]).includes(t))) throw fail(code, pushTexts.anonymousTopics);
  } else if (user.role !== ROLE_ADMIN && topics.some((t) => (OWNER_TOPICS as readonly string[]).includes(t))) {
    throw forbidden(pushTexts.ownerTopics);
  }
  return PUSH_TOPICS.filter((t) => topics.includes(t));
}

async function checkCaps(db: Db, endpoint: string, user: TokenUser | undefined, address: string) {
  const others = ne(pushSubscriptions.endpoint, endpoint);
  if (user) {
    const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, user.id), others));
    if ((row?.n ?? 0) >= MAX_PER_ACCOUNT) throw fail(code, pushTexts.tooManyForAccount);
    return;
  }
  const [here, all] = await db.batch([
    db.select({ n: count() }).from(pushSubscriptions).where(and(isNull(pushSubscriptions.user_id), eq(pushSubscriptions.address, address), others)),
    db.select({ n: count() }).from(pushSubscriptions).where(and(isNull(pushSubscriptions.user_id), others)),
  ]);
  if ((here[0]?.n ?? 0) >= MAX_ANONYMOUS_PER_ADDRESS) throw fail(code, pushTexts.tooManyForAddress);
  if ((all[0]?.n ?? 0) >= MAX_ANONYMOUS) throw fail(code, pushTexts.unavailable);
}

/** Where the request came from and what the server allows: `loopback` only on test servers (PUSH_LOOPBACK_HTTP). */
export interface SubscribeFrom {
  address: string;
  origin: string;
  loopback: boolean;
}

export async function subscribe(db: Db, input: PushSubscriptionInput, user: TokenUser | undefined, { address, origin, loopback }: SubscribeFrom): Promise<{ topics: PushTopic[] }> {
  const topics = allowedTopics(input.topics, user);
  const { endpoint, keys } = input.subscription;
  // the contract lets http://127.0.0.1 through for a test's push service; a real site never sends there
  if (endpoint.startsWith('http:') && !loopback) throw fail(code, pushTexts.endpointInvalid);
  await checkCaps(db, endpoint, user, address);
  const values = { p256dh: keys.p256dh, auth: keys.auth, user_id: user?.id ?? null, topics: topicsText(topics), address, failed: 0 };
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: now } }),
    db.insert(siteSecret).values({ name: SITE_ORIGIN_KEY, value: origin }).onConflictDoUpdate({ target: siteSecret.name, set: { value: origin } }),
  ]);
  return { topics };
}

/** Anyone holding the endpoint may drop it: the endpoint is the browser's own secret. */
export async function unsubscribe(db: Db, endpoint: string): Promise<{ res: number }> {
  const rows = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return { res: rows.length };
}

export async function status(db: Db, endpoint: string): Promise<PushStatus> {
  const row = await db.select({ topics: pushSubscriptions.topics }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).get();
  return row ? { subscribed: true, topics: topicsOf(row.topics) } : { subscribed: false, topics: [] };
}
