/**
 * The owner's rules on reader writes and the hold queue: the settings documents (`write_rules`,
 * `hold`; every field has a default, services/site-settings.ts) that are also the console's save
 * bodies, and the queue's list and actions. Defaults and texts live in write-rules-base.ts, which
 * the chat room reads without zod.
 */
import { z } from 'zod';
import type { CommentTargetState } from './admin-comments';
import { wholeNumber } from './paging';
import {
  HELD_KINDS,
  HOLD_DAYS,
  HOLD_DEFAULTS,
  HOLD_MODES,
  RULE_ACTIONS,
  WRITE_RULE_LIMITS as LIMITS,
  WRITE_RULES_DEFAULTS as D,
  type HeldKind,
  type HoldPolicy,
  type WriteRules,
} from './write-rules-base';

export * from './write-rules-base';

export const writeRuleTexts = {
  badAction: '规则动作只能是关闭、拒绝或审核',
  badPattern: `每条词语或地址规则 1 到 ${LIMITS.patternChars} 个字`,
  onlyWildcard: '规则不能只有 *，那会匹配所有内容',
  controlChar: '规则里不能有换行或控制字符',
  tooManyPatterns: `每一项最多 ${LIMITS.patterns} 条规则`,
  badLinks: `链接上限是 0 到 ${LIMITS.linksMax} 的整数`,
  badAccounts: `人数是 ${LIMITS.repeatAccounts.min} 到 ${LIMITS.repeatAccounts.max} 的整数`,
  badWrites: `次数是 ${LIMITS.burstWrites.min} 到 ${LIMITS.burstWrites.max} 的整数`,
  badMinutes: `时间窗口是 ${LIMITS.minutes.min} 到 ${LIMITS.minutes.max} 分钟`,
  badMode: '审核策略只能是关闭、新账号或全部',
  badDays: `天数是 ${HOLD_DAYS.min} 到 ${HOLD_DAYS.max} 的整数`,
  saved: '已保存，立即生效',
  badKind: '内容类型不合法',
  badItems: '请选择要处理的内容',
  tooManyItems: '一次最多处理 200 条',
  approved: (n: number) => `已通过 ${n} 条`,
  rejected: (n: number, disabled: number) => (disabled ? `已拒绝 ${n} 条，禁用 ${disabled} 个账号` : `已拒绝 ${n} 条`),
  listed: '获取待审核内容成功',
} as const;

const action = (fallback: (typeof RULE_ACTIONS)[number]) => z.enum(RULE_ACTIONS, { message: writeRuleTexts.badAction }).default(fallback);

// control characters would make a rule nobody can see in the console
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One word or address pattern: plain text, `*` for any characters; never a regular expression (nothing can backtrack). */
const pattern = z
  .string({ message: writeRuleTexts.badPattern })
  .trim()
  .min(1, writeRuleTexts.badPattern)
  .max(LIMITS.patternChars, writeRuleTexts.badPattern)
  .refine((p) => !CONTROL.test(p), writeRuleTexts.controlChar)
  .refine((p) => /[^*\s]/.test(p), writeRuleTexts.onlyWildcard);

const patternRule = (fallback: WriteRules['body']) =>
  z
    .object({
      patterns: z
        .array(pattern, { message: writeRuleTexts.badPattern })
        .max(LIMITS.patterns, writeRuleTexts.tooManyPatterns)
        .default([])
        // the same word twice is one rule
        .transform((list) => [...new Set(list)]),
      action: action(fallback.action),
    })
    .prefault({});

const minutes = (fallback: number) => wholeNumber(writeRuleTexts.badMinutes, LIMITS.minutes.min, LIMITS.minutes.max).default(fallback);

/** The `write_rules` document, and the body of its save. */
export const writeRulesSetting = z.object({
  links: z.object({ max: wholeNumber(writeRuleTexts.badLinks, 0, LIMITS.linksMax).default(D.links.max), action: action(D.links.action) }).prefault({}),
  nickname: patternRule(D.nickname),
  site: patternRule(D.site),
  body: patternRule(D.body),
  repeat: z
    .object({
      accounts: wholeNumber(writeRuleTexts.badAccounts, LIMITS.repeatAccounts.min, LIMITS.repeatAccounts.max).default(D.repeat.accounts),
      minutes: minutes(D.repeat.minutes),
      action: action(D.repeat.action),
    })
    .prefault({}),
  burst: z
    .object({
      writes: wholeNumber(writeRuleTexts.badWrites, LIMITS.burstWrites.min, LIMITS.burstWrites.max).default(D.burst.writes),
      minutes: minutes(D.burst.minutes),
      action: action(D.burst.action),
    })
    .prefault({}),
  // what it parses to is the plain shape the chat room reads (write-rules-base.ts)
}) satisfies z.ZodType<WriteRules>;

/** The `hold` document, and the body of its save. */
export const holdSetting = z.object({
  mode: z.enum(HOLD_MODES, { message: writeRuleTexts.badMode }).default(HOLD_DEFAULTS.mode),
  youngDays: wholeNumber(writeRuleTexts.badDays, HOLD_DAYS.min, HOLD_DAYS.max).default(HOLD_DEFAULTS.youngDays),
}) satisfies z.ZodType<HoldPolicy>;


const kind = z.enum(HELD_KINDS, { message: writeRuleTexts.badKind });

/** `POST /api/admin/held/list`: every kind, or one. */
export const heldListBody = z.object({ kind: kind.optional() });

export const HELD_ACTION_MAX = 200;

/** `POST /api/admin/held/approve` and `/reject`: the items, each named by its kind and id (ids repeat across kinds). */
export const heldActionBody = z.object({
  items: z
    .array(z.object({ kind, id: wholeNumber(writeRuleTexts.badItems, 1, 2_147_483_647) }), { message: writeRuleTexts.badItems })
    .min(1, writeRuleTexts.badItems)
    .max(HELD_ACTION_MAX, writeRuleTexts.tooManyItems),
  /** reject only: also disable the authors' accounts (never an administrator's) */
  disable: z.boolean({ message: writeRuleTexts.badItems }).optional().default(false),
});
export type HeldActionInput = z.infer<typeof heldActionBody>;

/** One held item as the console's 待审核 view shows it. */
export interface HeldItem {
  kind: HeldKind;
  id: number;
  /** null: a guest's board note */
  author_id: number | null;
  author_name: string;
  /** the comment, the note, the chat message (an image's address when content_type is image), or the site's description */
  content: string;
  content_type: 'text' | 'image';
  /** China time, like every other console row */
  createdAt: string;
  reason: string;
  /** a comment's target: its kind, id, title and whether readers can open it */
  target: { type: number; for_id: number; title: string | null; state: CommentTargetState } | null;
  /** a friend-link application's site */
  site: { name: string; url: string } | null;
  /** a reply's thread, for the public page's link */
  parent_id: number | null;
}

/** The queue: the newest items of each kind (HELD_LIST_MAX each at most) and how many wait in all. */
export interface HeldList {
  list: HeldItem[];
  counts: Record<HeldKind, number>;
}

export const HELD_LIST_MAX = 100;
