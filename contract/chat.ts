/**
 * The chat room protocol (api-contract §3.3 and §4): socket frames parsed with
 * zod on both ends, the REST list shapes, limits and the Chinese texts. The
 * limits and texts live in chat-protocol.ts and the server frames in
 * chat-frames.ts (zod's mini build), both re-exported here, so the chat page
 * never downloads classic zod.
 */
import { z } from 'zod';
import { CHAT_CONTENT_TYPES, CHAT_MAX_LENGTH, CHAT_PAGE_SIZE, chatMessages } from './chat-protocol';

export {
  CHAT_GUEST_PARAM,
  CHAT_PAGE_SIZE,
  CHAT_SOCKET_PATH,
  CLOSE_ACCOUNT_CHANGED,
  CLOSE_FORCED_OFFLINE,
  CLOSE_TOO_MANY_SOCKETS,
  MISSING_USER_NAME,
  chatMessages,
} from './chat-protocol';
export { serverFrame, type MessageFrame, type OnlineUser, type ServerFrame } from './chat-frames';

const id = z.coerce.number().int().positive();

export const contentType = z.enum(CHAT_CONTENT_TYPES);
export type ChatContentType = z.infer<typeof contentType>;

/** Client → server. `init.user_id` is accepted for compatibility and ignored: identity comes from the token. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), user_id: z.unknown().optional() }),
  z.object({
    type: z.literal('message'),
    content: z.string().trim().min(1, chatMessages.emptyMessage).max(CHAT_MAX_LENGTH, chatMessages.tooLong),
    content_type: contentType.default('text'),
  }),
  z.object({ type: z.literal('offline'), user_id: id }),
  z.object({ type: z.literal('revert'), message_id: id }),
]);
export type ClientFrameInput = z.input<typeof clientFrame>;

/**
 * The room's parse of a client frame. A message frame that plainly passes
 * clientFrame's rules (content a string of 1 to CHAT_MAX_LENGTH characters once
 * trimmed, content_type text or image, text when absent) is taken as is: it is
 * nearly every frame a busy room gets, and zod cost more than the rest of its
 * way in. Anything else goes through clientFrame, which also words the errors.
 * tests/worker/chat-frame.test.ts holds both paths to the same answers.
 */
export function parseClientFrame(raw: unknown): z.ZodSafeParseResult<z.output<typeof clientFrame>> {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const { type, content, content_type } = raw as Record<string, unknown>;
    if (type === 'message' && typeof content === 'string' && (content_type === undefined || content_type === 'text' || content_type === 'image')) {
      const text = content.trim();
      if (text.length >= 1 && text.length <= CHAT_MAX_LENGTH) return { success: true, data: { type, content: text, content_type: content_type ?? 'text' } };
    }
  }
  return clientFrame.safeParse(raw);
}

/** REST list item (api-contract §3.3); dates are ISO strings there (a kept quirk). */
export interface ChatMessage {
  id: number;
  user_id: number;
  content: string;
  content_type: ChatContentType;
  nick_name: string;
  avatar: string;
  createdAt: string;
  updatedAt: string;
}

export interface ChatPage {
  current: number | null;
  size: number;
  total: number;
  list: ChatMessage[];
}

export const chatListBody = z.object({
  size: z.coerce.number().int().min(1).max(100).catch(CHAT_PAGE_SIZE),
  // "" or 0 = newest page; the client sends "" on the first call
  last_id: z.union([z.literal(''), z.null(), z.coerce.number().int().min(0)]).optional().catch(undefined),
});
