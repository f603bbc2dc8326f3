/**
 * The owner's rules on reader writes and the hold queue (issue 29 items 2 and 3), without zod:
 * the chat room's isolate reads these (its rules come to it as plain JSON, worker/chat/room-rules.ts)
 * and must never load classic zod (docs/architecture.md, "What keeps the chat room fast").
 * The console's schemas, with their messages, are in write-rules.ts and take their defaults from here.
 */

/** What a rule does when it matches: nothing, refuse the write, or store it held (审核中). */
export const RULE_ACTIONS = ['off', 'refuse', 'hold'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** The text fields a pattern list is matched against: the author's shown name, a site address, the written text. */
export const WRITE_FIELDS = ['nickname', 'site', 'body'] as const;
export type WriteField = (typeof WRITE_FIELDS)[number];

export interface PatternRule {
  /** plain words, or words with `*` for "any characters"; matched after folding (case, width, spaces, look-alikes) */
  patterns: string[];
  action: RuleAction;
}

/** The `write_rules` settings document. */
export interface WriteRules {
  /** more than `max` links (http://, https://, www.) in one write */
  links: { max: number; action: RuleAction };
  nickname: PatternRule;
  site: PatternRule;
  body: PatternRule;
  /** the same text from `accounts` different authors within `minutes` */
  repeat: { accounts: number; minutes: number; action: RuleAction };
  /** more than `writes` writes from one network (IPv4 /24, IPv6 /64) within `minutes` */
  burst: { writes: number; minutes: number; action: RuleAction };
}

/** Bounds of every number and list, so a rule can never cost more than a small, fixed amount of work. */
export const WRITE_RULE_LIMITS = {
  patterns: 200,
  patternChars: 60,
  linksMax: 50,
  repeatAccounts: { min: 2, max: 100 },
  burstWrites: { min: 1, max: 10_000 },
  /** a day: the fingerprint table keeps nothing older */
  minutes: { min: 1, max: 1440 },
} as const;

/**
 * Off except the link count: the repeat and burst rules only make sense once the owner knows
 * their readers (a classroom behind one address writes in bursts), so they wait to be turned on.
 */
export const WRITE_RULES_DEFAULTS: WriteRules = {
  links: { max: 3, action: 'hold' },
  nickname: { patterns: [], action: 'refuse' },
  site: { patterns: [], action: 'refuse' },
  body: { patterns: [], action: 'refuse' },
  repeat: { accounts: 3, minutes: 10, action: 'off' },
  burst: { writes: 20, minutes: 10, action: 'off' },
};

/** Who is held whatever the rules say: nobody, new accounts (and guests), or every reader. */
export const HOLD_MODES = ['off', 'young', 'all'] as const;
export type HoldMode = (typeof HOLD_MODES)[number];

/** The `hold` settings document. */
export interface HoldPolicy {
  mode: HoldMode;
  /** with mode `young`: accounts registered fewer than this many days ago */
  youngDays: number;
}

export const HOLD_DAYS = { min: 1, max: 365 } as const;
export const HOLD_DEFAULTS: HoldPolicy = { mode: 'off', youngDays: 3 };

/** The site_setting keys of this part. */
export const SETTING_KEYS = { writeRules: 'write_rules', hold: 'hold' } as const;

/** What can be held: comments and replies (on articles, talks and notes), board notes, friend-link applications, chat messages. */
export const HELD_KINDS = ['comment', 'note', 'link', 'chat'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

export const HELD_KIND_NAMES: Record<HeldKind, string> = { comment: '评论', note: '留言', link: '友链申请', chat: '聊天' };

/** What the writer is told when a rule refuses (never which word matched: that would teach a script the list). */
export const writeRefusals = {
  links: (max: number) => (max === 0 ? '内容里不能有链接' : `内容里的链接太多了，最多 ${max} 个`),
  nickname: '昵称里有不允许的词语，请修改昵称后再发',
  site: '网站地址不在允许范围内',
  body: '内容里有不允许的词语，请修改后再发',
  repeat: '相同的内容已经有好几个人发过了，请不要重复发送',
  burst: '你所在的网络发言太频繁了，请稍后再试',
} as const;

/** Why an item is held, for the owner's queue (here the matched word is shown: the owner wrote it). */
export const holdReasons = {
  links: (count: number, max: number) => `链接 ${count} 个，超过上限 ${max} 个`,
  pattern: (field: WriteField, pattern: string) => `${FIELD_NAMES[field]}命中「${pattern}」`,
  repeat: (accounts: number, minutes: number) => `${minutes} 分钟内已有 ${accounts} 个作者发过相同内容`,
  burst: (writes: number, minutes: number) => `同一网段 ${minutes} 分钟内超过 ${writes} 次`,
  young: (days: number) => `新账号（注册不满 ${days} 天）`,
  guest: '游客（未登录）',
  all: '博主设置了全部审核',
  challenge: '未完成人机验证',
} as const;

export const FIELD_NAMES: Record<WriteField, string> = { nickname: '昵称', site: '网址', body: '内容' };

/** What the writer of a held item is told, and the mark beside it wherever its author sees it. */
export const heldTexts = {
  mark: '审核中',
  markTitle: '只有你和博主能看到，博主审核通过后公开',
  comment: '评论已提交，博主审核通过后公开',
  reply: '回复已提交，博主审核通过后公开',
  note: '留言已提交，博主审核通过后公开',
  link: '友链申请已提交，等待博主审核',
  chat: '消息已发出，博主审核通过后其他人才能看到',
} as const;

/** Whether a write's answer says it was held: the clients tell the writer so instead of "发表成功". */
export const isHeldAnswer = (message: string | undefined) => Object.values(heldTexts).some((t) => t === message);
