/**
 * The chat room protocol (api-contract §3.3 and §4): socket frames parsed with
 * zod on both ends, the REST list shapes, limits and the Chinese texts. The
 * limits and texts live in chat-protocol.ts and the frames in chat-frames.ts
 * and chat-client-frame.ts (zod's mini build), all re-exported here; the chat
 * page and the room import those files, so neither loads classic zod.
 */
import { z } from 'zod';
import type { ChatContentType } from './chat-client-frame';
import { CHAT_PAGE_SIZE } from './chat-protocol';

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
export { clientFrame, contentType, parseClientFrame, type ChatContentType, type ClientFrame, type ClientFrameInput } from './chat-client-frame';

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
  /** ours (issue 29): present only on a held message (审核中), which only its author and the administrators are shown */
  held?: true;
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
