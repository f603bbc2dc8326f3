/**
 * The owner's rules and hold policy as the chat room checks them (issue 29): on every message,
 * with no D1 read on its way. The room keeps the documents in memory and in its own SQLite (so a
 * woken room has them at once); the worker hands them over when the owner saves
 * (services/write-screen/settings.ts), and the room reads D1 again in the background when its copy
 * is older than REFRESH_MS (a restore or a hand edit changes D1 without telling it). The repeat and burst rules count in memory:
 * the room is the only place chat messages pass.
 */
import {
  HOLD_DEFAULTS,
  SETTING_KEYS,
  WRITE_RULES_DEFAULTS,
  type HoldPolicy,
  type WriteRules,
} from '../../contract/write-rules-base';
import { ROLE_ADMIN } from '../../contract/session';
import type { D1Statements } from '../db/d1-statements';
import { burstHit, compileRules, policyHit, repeatHit, repeatKey, textHits, verdictOf, type CompiledRules, type RuleHit } from '../services/write-screen/rules-match';
import { looseDocument } from '../services/write-screen/loose-document';
import type { ChatIdentity } from './chat-identity';

const REFRESH_MS = 5 * 60_000;
/** The most recent messages the repeat and burst rules remember: a flood cannot grow the room's memory without end. */
const RECENT_MAX = 5000;

const READ_SETTINGS = 'SELECT key, value FROM site_setting WHERE key IN (?, ?)';

interface Documents {
  rules: WriteRules;
  hold: HoldPolicy;
}

/** A message's verdict: refused (with the tip the sender reads), held with its reason, or public. */
export type ChatVerdict = { refuse: string } | { held: boolean; reason?: string };
const PASS: ChatVerdict = Object.freeze({ held: false });

interface Recent {
  at: number;
  text: string;
  author: number;
  network: string;
}

export class RoomRules {
  private compiled = compileRules(WRITE_RULES_DEFAULTS);
  private hold: HoldPolicy = HOLD_DEFAULTS;
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;
  /** moves on every set(): a read begun before the owner's save does not undo it */
  private saves = 0;
  private readonly recent = new RecentMessages();

  constructor(
    private readonly sql: SqlStorage,
    private readonly d1: D1Statements,
  ) {
    sql.exec('CREATE TABLE IF NOT EXISTS chat_setting (key TEXT PRIMARY KEY, value TEXT NOT NULL, savedAt INTEGER NOT NULL)');
    const rows = sql.exec<{ key: string; value: string; savedAt: number }>('SELECT key, value, savedAt FROM chat_setting').toArray();
    if (rows.length) {
      this.use(parseDocuments(rows));
      this.readAt = Math.min(...rows.map((r) => r.savedAt));
    }
  }

  /** The owner saved: the room uses these from its next message on, and keeps them for its next wake. */
  set(docs: Documents, now = Date.now()) {
    this.saves++;
    this.use(docs);
    this.readAt = now;
    for (const [key, value] of [
      [SETTING_KEYS.writeRules, docs.rules],
      [SETTING_KEYS.hold, docs.hold],
    ] as const) {
      this.sql.exec('INSERT OR REPLACE INTO chat_setting (key, value, savedAt) VALUES (?, ?, ?)', key, JSON.stringify(value), now);
    }
  }

  /**
   * A message's verdict, answered in place: an old copy is read again meanwhile, and a room that
   * never had one (the owner saved nothing since it was made, or it was lost) starts from the
   * defaults while its first read is under way: no message waits for D1.
   */
  check(user: ChatIdentity, network: string, content: string, isText: boolean, now = Date.now()): ChatVerdict {
    // the rules are the owner's, for readers: an administrator's messages are never held back
    if (user.role === ROLE_ADMIN) return PASS;
    if (now - this.readAt > REFRESH_MS) void this.refresh(now);
    return this.verdict(this.compiled, user, network, content, isText, now);
  }

  private verdict(rules: CompiledRules, user: ChatIdentity, network: string, content: string, isText: boolean, now: number): ChatVerdict {
    const hits: (RuleHit | null)[] = textHits(rules, { nickname: user.nick_name, body: isText ? content : undefined });
    this.recentHits(hits, rules, user.id, network, isText ? content : '', now);
    const policy = policyHit(this.hold, { id: user.id, role: user.role, createdAt: user.joined }, now);
    // nearly every message: nothing matched, and the verdict is the one shared answer
    if (!hits.length && !policy) return PASS;
    hits.push(policy);
    const verdict = verdictOf(hits);
    if ('refuse' in verdict) return { refuse: verdict.refuse.refusal };
    return verdict;
  }

  /**
   * The repeat and burst rules over the messages of the last window, this one remembered with them;
   * their hits join `hits`. The text is folded only when one of them is on (neither is by default):
   * the fold (three Unicode normalisations) was the dearest step of a message's way through the rules.
   */
  private recentHits(hits: (RuleHit | null)[], rules: CompiledRules, author: number, network: string, body: string, now: number) {
    const repeatOn = rules.repeat.action !== 'off';
    const burstOn = rules.burst.action !== 'off';
    if (!repeatOn && !burstOn) return;
    this.recent.forget(now - Math.max(repeatOn ? rules.repeat.minutes : 0, burstOn ? rules.burst.minutes : 0) * 60_000);
    const text = body ? repeatKey(body) : '';
    if (repeatOn && text && this.recent.authorsOf(text, author, now - rules.repeat.minutes * 60_000) + 1 >= rules.repeat.accounts) hits.push(repeatHit(rules));
    if (burstOn && this.recent.fromNetwork(network, now - rules.burst.minutes * 60_000) + 1 > rules.burst.writes) hits.push(burstHit(rules));
    this.recent.add({ at: now, text, author, network });
  }

  private use(docs: Documents) {
    this.compiled = compileRules(docs.rules);
    this.hold = docs.hold;
  }

  /** One read of D1 at a time. */
  private refresh(now: number): Promise<void> {
    const saves = this.saves;
    this.reading ??= this.d1
      .prepare(READ_SETTINGS)
      .bind(SETTING_KEYS.writeRules, SETTING_KEYS.hold)
      .all<{ key: string; value: string }>()
      .then(({ results }) => {
        if (this.saves === saves) this.set(parseDocuments(results), now);
      })
      .catch((err) => {
        // the room keeps what it had and tries again after another REFRESH_MS
        console.error('chat: reading the write rules failed', err);
        this.readAt = now;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}

function parseDocuments(rows: { key: string; value: string }[]): Documents {
  const stored = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    rules: looseDocument(WRITE_RULES_DEFAULTS, stored(SETTING_KEYS.writeRules)),
    hold: looseDocument(HOLD_DEFAULTS, stored(SETTING_KEYS.hold)),
  };
}


/**
 * The room's recent messages, oldest first, indexed by text and by network: what the repeat and
 * burst rules count. Each message is added once and forgotten once (past the longest window, or
 * past RECENT_MAX), so a message costs the same however busy the room is.
 */
class RecentMessages {
  private readonly queue: Recent[] = [];
  private head = 0;
  private readonly byText = new Map<string, Recent[]>();
  private readonly byNetwork = new Map<string, Recent[]>();

  add(r: Recent) {
    this.queue.push(r);
    if (r.text) push(this.byText, r.text, r);
    push(this.byNetwork, r.network, r);
    if (this.queue.length - this.head > RECENT_MAX) this.drop();
  }

  /** Forgets what came before `since`. */
  forget(since: number) {
    while (this.head < this.queue.length && this.queue[this.head]!.at < since) this.drop();
    // the front of the array is reused once half of it is forgotten
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  /** How many other authors wrote this text since then. */
  authorsOf(text: string, author: number, since: number): number {
    const others = new Set<number>();
    for (const r of this.byText.get(text) ?? []) if (r.at >= since && r.author !== author) others.add(r.author);
    return others.size;
  }

  /** How many messages came from this network since then. */
  fromNetwork(network: string, since: number): number {
    let n = 0;
    for (const r of this.byNetwork.get(network) ?? []) if (r.at >= since) n++;
    return n;
  }

  private drop() {
    const r = this.queue[this.head++]!;
    if (r.text) shift(this.byText, r.text);
    shift(this.byNetwork, r.network);
  }
}

function push(map: Map<string, Recent[]>, key: string, r: Recent) {
  const list = map.get(key);
  if (list) list.push(r);
  else map.set(key, [r]);
}

/** Each key's list is in arrival order like the queue: the one forgotten is its first. */
function shift(map: Map<string, Recent[]>, key: string) {
  const list = map.get(key);
  list?.shift();
  if (list && !list.length) map.delete(key);
}
