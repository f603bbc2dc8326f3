/**
 * The owner's rules as checks on one write's text, with no database and no zod: the site's
 * screen (index.ts) and the chat room (worker/chat/room-rules.ts) both run these, the room on
 * every message, so each check is a bounded walk over the text: links are counted by one
 * non-backtracking expression, and word patterns are plain substrings with `*` between them,
 * found in order with indexOf (no regular expression is ever built from what the owner typed).
 */
import {
  HOLD_DAYS,
  RULE_ACTIONS,
  WRITE_FIELDS,
  WRITE_RULE_LIMITS as LIMITS,
  WRITE_RULES_DEFAULTS,
  holdReasons,
  writeRefusals,
  type HoldPolicy,
  type RuleAction,
  type WriteField,
  type WriteRules,
} from '../../../contract/write-rules-base';
import { foldNickname } from '../nickname-fold';

/** A rule that matched: what it does, the owner's reason, and what the writer is told when it refuses. */
export interface RuleHit {
  action: Exclude<RuleAction, 'off'>;
  reason: string;
  refusal: string;
}

/** A pattern ready to match: its folded pieces between the `*`s, and the text the owner wrote. */
interface Matcher {
  pieces: string[];
  source: string;
}

export interface CompiledRules {
  links: WriteRules['links'];
  fields: Record<WriteField, { matchers: Matcher[]; action: RuleAction }>;
  repeat: WriteRules['repeat'];
  burst: WriteRules['burst'];
}

/** Folded like nicknames (width, case, spaces, invisible characters, look-alikes), so 加 微 信 and ＶＸ match 加微信 and vx. */
const foldText = foldNickname;

const clamp = (n: unknown, min: number, max: number, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : fallback;
const actionOf = (a: unknown, fallback: RuleAction): RuleAction => (RULE_ACTIONS.includes(a as RuleAction) ? (a as RuleAction) : fallback);

function matcherOf(source: string): Matcher | null {
  const pieces = foldText(source.slice(0, LIMITS.patternChars))
    .split('*')
    .filter((p) => p.length > 0);
  return pieces.length ? { pieces, source } : null;
}

/**
 * Rules as the checks use them. The input was checked by its schema when the owner saved it, but
 * the room may read a row nobody checked (a restore, a hand edit): every number is clamped and
 * every list cut here too, so no stored document can make a check expensive.
 */
export function compileRules(rules: WriteRules): CompiledRules {
  const D = WRITE_RULES_DEFAULTS;
  const fields = {} as CompiledRules['fields'];
  for (const field of WRITE_FIELDS) {
    const rule = rules[field];
    const list = Array.isArray(rule?.patterns) ? rule.patterns.filter((p): p is string => typeof p === 'string').slice(0, LIMITS.patterns) : [];
    fields[field] = { matchers: list.map(matcherOf).filter((m): m is Matcher => m !== null), action: actionOf(rule?.action, D[field].action) };
  }
  return {
    links: { max: clamp(rules.links?.max, 0, LIMITS.linksMax, D.links.max), action: actionOf(rules.links?.action, D.links.action) },
    fields,
    repeat: {
      accounts: clamp(rules.repeat?.accounts, LIMITS.repeatAccounts.min, LIMITS.repeatAccounts.max, D.repeat.accounts),
      minutes: clamp(rules.repeat?.minutes, LIMITS.minutes.min, LIMITS.minutes.max, D.repeat.minutes),
      action: actionOf(rules.repeat?.action, D.repeat.action),
    },
    burst: {
      writes: clamp(rules.burst?.writes, LIMITS.burstWrites.min, LIMITS.burstWrites.max, D.burst.writes),
      minutes: clamp(rules.burst?.minutes, LIMITS.minutes.min, LIMITS.minutes.max, D.burst.minutes),
      action: actionOf(rules.burst?.action, D.burst.action),
    },
  };
}

/** Whether the folded text holds the pattern's pieces in order (each found after the previous one ends). */
function matches(m: Matcher, folded: string): boolean {
  let from = 0;
  for (const piece of m.pieces) {
    const at = folded.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

const LINK = /https?:\/\/|www\./gi;

/** Links a reader would see as links: each http://, https:// or www. counts once. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export interface WriteText {
  nickname?: string;
  site?: string;
  body?: string;
}

/** The link and pattern rules that match these fields, in the order a refusal is reported. */
export function textHits(rules: CompiledRules, text: WriteText): RuleHit[] {
  const hits: RuleHit[] = [];
  if (rules.links.action !== 'off') {
    const n = countLinks(text.body ?? '');
    if (n > rules.links.max) hits.push({ action: rules.links.action, reason: holdReasons.links(n, rules.links.max), refusal: writeRefusals.links(rules.links.max) });
  }
  for (const field of WRITE_FIELDS) {
    const { matchers, action } = rules.fields[field];
    const value = text[field];
    if (action === 'off' || !value || matchers.length === 0) continue;
    const folded = foldText(value);
    const hit = matchers.find((m) => matches(m, folded));
    if (hit) hits.push({ action, reason: holdReasons.pattern(field, hit.source), refusal: writeRefusals[field] });
  }
  return hits;
}

export const repeatHit = (rules: CompiledRules): RuleHit | null =>
  rules.repeat.action === 'off' ? null : { action: rules.repeat.action, reason: holdReasons.repeat(rules.repeat.accounts, rules.repeat.minutes), refusal: writeRefusals.repeat };

export const burstHit = (rules: CompiledRules): RuleHit | null =>
  rules.burst.action === 'off' ? null : { action: rules.burst.action, reason: holdReasons.burst(rules.burst.writes, rules.burst.minutes), refusal: writeRefusals.burst };

/** Who wrote: an account (with when it was made, China time or ISO) or a guest. */
export interface Author {
  id: number;
  /** administrators are never screened: the rules are the owner's, for readers */
  role: number;
  createdAt?: string;
}

const DAY_MS = 86_400_000;

/** When an account was made, from the China-time text the database keeps (or an ISO stamp). */
function madeAt(createdAt: string): number {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(createdAt) ? `${createdAt.replace(' ', 'T')}+08:00` : createdAt;
  return Date.parse(iso);
}

/**
 * A hold for this reason. Declared once, not inside policyHit: the bundle keeps function names, so a
 * named closure made per call also set its name per call, and the chat room calls policyHit on every message.
 */
const hold = (reason: string): RuleHit => ({ action: 'hold', reason, refusal: '' });

/** The owner's hold policy for this author, as a hold (it never refuses). */
export function policyHit(policy: HoldPolicy, author: Author | null, now = Date.now()): RuleHit | null {
  if (policy.mode === 'all') return hold(holdReasons.all);
  if (policy.mode !== 'young') return null;
  if (!author) return hold(holdReasons.guest);
  const days = clamp(policy.youngDays, HOLD_DAYS.min, HOLD_DAYS.max, HOLD_DAYS.min);
  const made = author.createdAt ? madeAt(author.createdAt) : NaN;
  // an account whose age is unknown is not young: only what is known holds a reader back
  if (Number.isFinite(made) && now - made < days * DAY_MS) return hold(holdReasons.young(days));
  return null;
}

/** The verdict of a list of hits: the first refusal wins; otherwise the first hold; otherwise it passes. */
export function verdictOf(hits: (RuleHit | null)[]): { refuse: RuleHit } | { held: true; reason: string } | { held: false } {
  const found = hits.filter((h): h is RuleHit => h !== null);
  const refuse = found.find((h) => h.action === 'refuse');
  if (refuse) return { refuse };
  const hold = found.find((h) => h.action === 'hold');
  return hold ? { held: true, reason: hold.reason } : { held: false };
}

/**
 * The network a write came from: an IPv4 address's /24, an IPv6 address's /64. A script with many
 * addresses usually has them side by side; a reader's one address is its own network's only writer.
 */
export function networkOf(ip: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return ip || 'unknown';
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.replace(/^0+/, '') || '0'))
    .join(':')}::/64`;
}

/** The text a repeat is recognised by: the body folded, so spacing and width tricks are the same text. */
export const repeatKey = (body: string) => foldText(body);

