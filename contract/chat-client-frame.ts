/**
 * Client → server socket frames (api-contract §4) and the room's parse of
 * them. zod's mini build, like the server frames (chat-frames.ts): the room's
 * isolate then evaluates no classic zod at all, and a smaller heap keeps the
 * collector's full pauses, which every busy room meets, short. chat.ts
 * re-exports these.
 */
import * as z from 'zod/mini';
import { CHALLENGE_PAYLOAD_MAX } from './challenge-solution';
import { CHAT_CONTENT_TYPES, CHAT_MAX_LENGTH, chatMessages } from './chat-protocol';

const id = z.pipe(z.coerce.number(), z.int().check(z.positive()));

export const contentType = z.enum(CHAT_CONTENT_TYPES);
export type ChatContentType = z.infer<typeof contentType>;

/** `init.user_id` is accepted for compatibility and ignored: identity comes from the token. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), user_id: z.optional(z.unknown()) }),
  z.object({
    type: z.literal('message'),
    content: z.string().check(z.trim(), z.minLength(1, chatMessages.emptyMessage), z.maxLength(CHAT_MAX_LENGTH, chatMessages.tooLong)),
    content_type: z._default(contentType, 'text'),
    /** a solved proof-of-work challenge (challenge-solution.ts), while the room asks a new account for one */
    challenge: z.optional(z.string().check(z.maxLength(CHALLENGE_PAYLOAD_MAX))),
  }),
  z.object({ type: z.literal('offline'), user_id: id }),
  z.object({ type: z.literal('revert'), message_id: id }),
]);
export type ClientFrameInput = z.input<typeof clientFrame>;
export type ClientFrame = z.output<typeof clientFrame>;

/**
 * The room's parse of a client frame. A message frame that plainly passes
 * clientFrame's rules (content a string of 1 to CHAT_MAX_LENGTH characters once
 * trimmed, content_type text or image, text when absent, no challenge) is taken
 * as is: it is nearly every frame a busy room gets, and zod cost more than the
 * rest of its way in. Anything else (a new account's message with its solved
 * challenge too) goes through clientFrame, which also words the errors.
 * tests/worker/chat-frame.test.ts holds both paths to the same answers.
 */
export function parseClientFrame(raw: unknown): ReturnType<typeof clientFrame.safeParse> {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const { type, content, content_type, challenge } = raw as Record<string, unknown>;
    if (type === 'message' && typeof content === 'string' && challenge === undefined && (content_type === undefined || content_type === 'text' || content_type === 'image')) {
      const text = content.trim();
      if (text.length >= 1 && text.length <= CHAT_MAX_LENGTH) return { success: true, data: { type, content: text, content_type: content_type ?? 'text' } };
    }
  }
  return clientFrame.safeParse(raw);
}
