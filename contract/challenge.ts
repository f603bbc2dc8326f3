/**
 * The owner's proof-of-work settings (issue 29, settings key `challenge`): how hard a challenge is,
 * which writes need one, how many writes an account makes before it counts as established, and what
 * a write that comes without a solution meets. Every field has its default, so a missing or older
 * settings row reads as these (worker/services/site-settings.ts). The wire shapes are in
 * challenge-solution.ts (zod mini, for the chat room).
 */
import { z } from 'zod';
import { CHALLENGE_SCOPES, type ChallengeScope } from './challenge-solution';

export const CHALLENGE_SETTING_KEY = 'challenge';

/**
 * The levels, each the highest counter a challenge may ask for (the solver tries counters from 0
 * to it: SHA-256 of salt, nonce and counter until the first 16 bytes match). A challenge's counter is
 * drawn between half of it and all of it. Measured in Chromium (tests/bench/challenge-solve.mjs,
 * docs/security.md): 中 takes a phone-class CPU (this machine's Chromium slowed 4x) about 0.3 s.
 */
export const CHALLENGE_LEVELS = {
  low: { label: '低', maxCounter: 10_000, hint: '约 0.1 秒，几乎无感，只挡最简单的脚本' },
  medium: { label: '中', maxCounter: 40_000, hint: '手机上通常不到半秒，推荐' },
  high: { label: '高', maxCounter: 150_000, hint: '手机上约 2 秒，被大量注册或刷帖时再用' },
} as const;
export type ChallengeLevel = keyof typeof CHALLENGE_LEVELS;
const LEVEL_KEYS = Object.keys(CHALLENGE_LEVELS) as [ChallengeLevel, ...ChallengeLevel[]];

/** What a write that needs a solution and comes without one meets (registration is always refused). */
export const UNSOLVED_MODES = {
  refuse: { label: '拒绝', hint: '提示对方完成人机验证，内容不保存' },
  hold: { label: '进入审核', hint: '内容保存但标为审核中，博主通过后才公开（原版 blog-v3 客户端的写入走这里）' },
} as const;
export type UnsolvedMode = keyof typeof UNSOLVED_MODES;
const UNSOLVED_KEYS = Object.keys(UNSOLVED_MODES) as [UnsolvedMode, ...UnsolvedMode[]];

/** Each scope's name and what it covers, as the console shows them. */
export const SCOPE_TEXTS: Record<ChallengeScope, { label: string; hint: string }> = {
  register: { label: '注册账号', hint: '每次注册都要验证；没有验证的注册一律拒绝' },
  note: { label: '游客留言', hint: '未登录时在留言板发表留言' },
  link: { label: '友链申请', hint: '申请或修改友链' },
  comment: { label: '新账号的评论', hint: '文章和说说下的评论、回复，只对新账号' },
  chat: { label: '新账号的聊天', hint: '聊天室消息，只对新账号；聊天消息不能进入审核，没有验证时总是拒绝' },
};

export const NEW_ACCOUNT_WRITES_MAX = 100;

const flag = (on: boolean) => z.boolean({ message: '开关的值不合法' }).default(on);

export const challengeSettings = z.object({
  difficulty: z.enum(LEVEL_KEYS, { message: '请选择难度：低、中或高' }).default('medium'),
  register: flag(true),
  note: flag(true),
  link: flag(true),
  comment: flag(true),
  chat: flag(true),
  /** an account is new until this many of its comments and chat messages were accepted */
  newAccountWrites: z
    .number({ message: '新账号的写入次数应为 0 到 100 的整数' })
    .int('新账号的写入次数应为 0 到 100 的整数')
    .min(0, '新账号的写入次数应为 0 到 100 的整数')
    .max(NEW_ACCOUNT_WRITES_MAX, '新账号的写入次数应为 0 到 100 的整数')
    .default(3),
  unsolved: z.enum(UNSOLVED_KEYS, { message: '请选择没有验证时的处理方式' }).default('refuse'),
});
export type ChallengeSettings = z.infer<typeof challengeSettings>;

/** The console's save: the whole document, every field checked (strict: a misspelt field is refused, not dropped). */
export const challengeSettingsBody = challengeSettings.strict();

export const challengeQuery = z.object({ scope: z.enum(CHALLENGE_SCOPES, { message: '人机验证的用途不合法' }) });

export const challengeSettingsTexts = {
  read: '获取人机验证设置成功',
  saved: '人机验证设置已保存',
} as const;
