/**
 * The room's frames (chat-frames.ts's serverFrame) as the chat page reads them, without zod: zod's
 * mini build was 16 KB gzip of the chat page's first load (issue 32), for frames our own room
 * builds with that schema. The room keeps zod; each line here mirrors one of chat-frames.ts, and
 * tests/web/chat-frame-read.test.ts holds the two to the same answers (contract/frame-read.ts).
 */
import { CHAT_CONTENT_TYPES } from './chat-protocol';
import type { ServerFrame } from './chat-frames';
import { array, boolean, number, object, oneOf, optional, orNull, string, tagged } from './frame-read';

const onlineUser = object({ user_id: number(), nick_name: string(), avatar: string(), createTime: string() });

const messageFrame = object({
  type: oneOf('message'),
  id: number(),
  user_id: number(),
  content: string(),
  content_type: oneOf(...CHAT_CONTENT_TYPES),
  nick_name: string(),
  avatar: string(),
  createdAt: optional(string()),
  held: optional(boolean),
});

const serverFrameRead = tagged('type', {
  tips: object({ type: oneOf('tips'), content: string(), level: optional(oneOf('info', 'error')) }),
  message: messageFrame,
  onlineList: object({ type: oneOf('onlineList'), list: array(onlineUser), guests: optional(number()) }),
  guests: object({ type: oneOf('guests'), count: number() }),
  revert: object({ type: oneOf('revert'), message_id: number() }),
  clear: object({ type: oneOf('clear') }),
});

/** A frame of the chat contract, or null (一起听's frames and anything else: the socket hands those on). */
export const readServerFrame: (data: unknown) => ServerFrame | null = orNull(serverFrameRead);
