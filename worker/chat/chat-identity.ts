import * as z from 'zod/mini';
import type { LiveUser } from '../env';

/** Who is behind a socket: set by the worker from the resolved account, never by the client. */
const chatIdentity = z.object({
  id: z.int().check(z.positive()),
  role: z.int(),
  nick_name: z.string(),
  avatar: z.string(),
  /** the account's session version at connect time: moderation checks it against the account as it is */
  sv: z.int().check(z.nonnegative()),
  /** when the account was made (China time), for the owner's hold policy on new accounts; absent on sockets older than it */
  joined: z.optional(z.string()),
});
export type ChatIdentity = z.infer<typeof chatIdentity>;

export const IDENTITY_HEADER = 'X-Chat-Identity';
/**
 * A new account's socket (issue 29): the accepted writes at which its messages stop needing a solved
 * proof-of-work challenge (the owner's N), set by the worker when the socket joins; absent means none.
 */
export const CHALLENGES_HEADER = 'X-Chat-Challenges';
/** The network of every socket (services/write-screen networkOf), set by the worker, for the owner's burst rule. */
export const NETWORK_HEADER = 'X-Chat-Network';
/** The client address of an anonymous socket, set by the worker (the room caps sockets per address). */
export const ADDRESS_HEADER = 'X-Chat-Address';

export const chatIdentityOf = (user: LiveUser): ChatIdentity => ({
  id: user.id,
  role: user.role,
  nick_name: user.nick_name,
  avatar: user.avatar,
  sv: user.sv,
  ...(user.createdAt && { joined: user.createdAt }),
});

export function encodeIdentity(user: ChatIdentity): string {
  return encodeURIComponent(JSON.stringify(user));
}

export function decodeIdentity(header: string | null): ChatIdentity | null {
  if (!header) return null;
  try {
    const parsed = chatIdentity.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
