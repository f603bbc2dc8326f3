/**
 * Server → client socket frames (api-contract §4), parsed by the chat page as
 * they arrive. zod's mini build, not the classic one: the same checks, and
 * the room's first screen downloads about 6 KB of zod instead of 25 KB.
 * chat.ts re-exports these for the worker, which builds the frames.
 */
import * as z from 'zod/mini';
import { CHAT_CONTENT_TYPES } from './chat-protocol';

const onlineUser = z.object({
  user_id: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  createTime: z.string(),
});
export type OnlineUser = z.infer<typeof onlineUser>;

const messageFrame = z.object({
  type: z.literal('message'),
  id: z.number(),
  user_id: z.number(),
  content: z.string(),
  content_type: z.enum(CHAT_CONTENT_TYPES),
  nick_name: z.string(),
  avatar: z.string(),
  /** ours, ISO like the REST list: when the room stored it (the original sent none; its client ignores extra fields) */
  createdAt: z.optional(z.string()),
  /** ours (issue 29): a held message (审核中), sent only to its author and the administrators; approved, it comes again without this */
  held: z.optional(z.boolean()),
});
export type MessageFrame = z.infer<typeof messageFrame>;

/** Server → client. `clear` and `guests` are ours: the original did not tell other clients about a cleared history. */
export const serverFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tips'), content: z.string(), level: z.optional(z.enum(['info', 'error'])) }),
  messageFrame,
  /** `guests` is ours: anonymous readers with a socket open, counted, never listed (the original's client reads `list` alone) */
  z.object({ type: z.literal('onlineList'), list: z.array(onlineUser), guests: z.optional(z.number()) }),
  /** ours: the count of anonymous readers changed; sent at most once per few seconds (worker/chat/guest-count.ts) */
  z.object({ type: z.literal('guests'), count: z.number() }),
  z.object({ type: z.literal('revert'), message_id: z.number() }),
  z.object({ type: z.literal('clear') }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;
