/**
 * The push topics and the base64url reading, without zod: the chat room's isolate sends @mention
 * pushes (worker/services/push/chat-mentions.ts) and must not load classic zod
 * (docs/architecture.md, "What keeps the chat room fast"). contract/push.ts re-exports these.
 */

/** What a reader can follow: replies to their comments/notes, @ in chat, their link application's answer, new posts. */
export const READER_TOPICS = ['reply', 'mention', 'link', 'article', 'talk'] as const;
/** What only the owner can follow. */
export const OWNER_TOPICS = ['comment', 'held', 'link-apply'] as const;
/** The only topics a subscription without an account may hold: they name nobody. */
export const PUBLIC_TOPICS = ['article', 'talk'] as const satisfies readonly (typeof READER_TOPICS)[number][];

export const PUSH_TOPICS = [...READER_TOPICS, ...OWNER_TOPICS] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** The topics' names as readers see them (the user center's checkboxes, the console's counts). */
export const pushTopicLabels: Record<PushTopic, string> = {
  reply: '回复我的',
  mention: '@我的',
  link: '友链申请结果',
  article: '新文章',
  talk: '新说说',
  comment: '新评论',
  held: '待审核',
  'link-apply': '友链申请',
};

/** The bytes of a base64url text (padding allowed), or null when it is not one. */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  const plain = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) return null;
  try {
    const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
