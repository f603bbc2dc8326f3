/**
 * Every reader write passes here before it is stored (issue 29 item 2): the owner's rules
 * (write_rules) and hold policy (hold), and the challenge's verdict (services/challenge).
 * The answer is "store it public", "store it held" (审核中: its author and the owner see it,
 * nobody else, and it notifies nobody until approved) or a refusal thrown through the envelope
 * with a Chinese message. Routes call the challenge first, then this, then store with the flag.
 * The chat room runs the same checks on its own copy of the rules (worker/chat/room-rules.ts).
 */
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../contract/envelope';
import { ROLE_ADMIN } from '../../../contract/session';
import {
  SETTING_KEYS,
  WRITE_RULE_LIMITS,
  holdReasons,
  holdSetting,
  writeRulesSetting,
  type HeldKind,
  type HoldPolicy,
  type WriteRules,
} from '../../../contract/write-rules';
import type { Db } from '../../db/client';
import { siteSettings, users, writeFingerprints } from '../../db/schema';
import { fail } from '../../http/app-error';
import { parseSetting } from '../site-settings';
import { burstHit, compileRules, networkOf, policyHit, repeatHit, repeatKey, textHits, verdictOf, type CompiledRules, type RuleHit } from './rules-match';

/** What the challenge said about this write (services/challenge checkChallenge). */
export type ChallengeVerdict = 'solved' | 'not-required' | 'unsolved-hold';

export interface WriteScreenInput {
  kind: HeldKind;
  /** the account writing, or null for a guest (board notes) */
  author: { id: number; role: number } | null;
  ip: string;
  /** the author's shown name */
  nickname?: string;
  /** a friend link's address */
  site?: string;
  /** what was written: a comment, a note, a site's name and description */
  body?: string;
  challenge?: ChallengeVerdict;
}

export interface ScreenVerdict {
  held: boolean;
  reason?: string;
}

const REFUSAL_CODE: Record<HeldKind, string> = { comment: ErrorCode.comment, note: ErrorCode.message, link: ErrorCode.links, chat: ErrorCode.chat };

/** The longest window any rule may have: fingerprints older than this are never read again. */
const KEEP_SECONDS = WRITE_RULE_LIMITS.minutes.max * 60;

export interface ScreenSettings {
  rules: WriteRules;
  hold: HoldPolicy;
}

/** Both documents in one statement (each read through its schema: a missing or broken one reads as its defaults). */
export async function readScreenSettings(db: Db): Promise<ScreenSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [SETTING_KEYS.writeRules, SETTING_KEYS.hold]));
  const stored = (key: string) => rows.find((r) => r.key === key)?.value;
  return { rules: parseSetting(writeRulesSetting, stored(SETTING_KEYS.writeRules)), hold: parseSetting(holdSetting, stored(SETTING_KEYS.hold)) };
}

export async function screenWrite(db: Db, input: WriteScreenInput): Promise<ScreenVerdict> {
  // the rules are the owner's, for readers: an administrator's own writes are never held back
  if (input.author?.role === ROLE_ADMIN) return { held: false };
  const { rules, hold } = await readScreenSettings(db);
  const compiled = compileRules(rules);
  const hits: (RuleHit | null)[] = textHits(compiled, input);
  hits.push(...(await recentHits(db, compiled, input)));
  hits.push(policyHit(hold, input.author && { ...input.author, createdAt: await accountMade(db, hold, input.author.id) }));
  if (input.challenge === 'unsolved-hold') hits.push({ action: 'hold', reason: holdReasons.challenge, refusal: '' });
  const verdict = verdictOf(hits);
  if ('refuse' in verdict) throw fail(REFUSAL_CODE[input.kind], verdict.refuse.refusal);
  return verdict.held ? { held: true, reason: verdict.reason } : { held: false };
}

/** When the account was made, read only when the policy asks for it. */
async function accountMade(db: Db, hold: HoldPolicy, userId: number): Promise<string | undefined> {
  if (hold.mode !== 'young') return undefined;
  const row = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).get();
  return row?.createdAt;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest, 0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The repeat and burst rules, read from the fingerprints of recent writes, and this write's own
 * fingerprint stored in the same batch (with the rows past a day deleted): one round trip, and
 * only while one of the two rules is on. A refused write is counted too: a script that keeps
 * trying is still a burst.
 */
async function recentHits(db: Db, rules: CompiledRules, input: WriteScreenInput): Promise<(RuleHit | null)[]> {
  const repeatOn = rules.repeat.action !== 'off';
  const burstOn = rules.burst.action !== 'off';
  if (!repeatOn && !burstOn) return [];
  const now = Math.floor(Date.now() / 1000);
  const network = networkOf(input.ip);
  const author = input.author ? `u:${input.author.id}` : `g:${input.ip}`;
  const body = input.body?.trim() ? repeatKey(input.body) : '';
  const hash = body ? await sha256(body) : '';
  const f = writeFingerprints;
  const [others, burst] = await db.batch([
    db
      .select({ n: sql<number>`count(DISTINCT ${f.author})` })
      .from(f)
      .where(and(eq(f.text_hash, hash), gte(f.at, now - rules.repeat.minutes * 60), ne(f.author, author))),
    db
      .select({ n: sql<number>`count(*)` })
      .from(f)
      .where(and(eq(f.network, network), gte(f.at, now - rules.burst.minutes * 60))),
    db.insert(f).values({ at: now, text_hash: hash, network, author }),
    db.delete(f).where(lt(f.at, now - KEEP_SECONDS)),
  ]);
  const hits: (RuleHit | null)[] = [];
  // this write makes the `accounts`th author of the same text
  if (repeatOn && hash && (others[0]?.n ?? 0) + 1 >= rules.repeat.accounts) hits.push(repeatHit(rules));
  // more than `writes` from the network within the window, this one included
  if (burstOn && (burst[0]?.n ?? 0) + 1 > rules.burst.writes) hits.push(burstHit(rules));
  return hits;
}

