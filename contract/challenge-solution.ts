/**
 * The proof-of-work challenge on the wire (issue 29): what GET /api/challenge hands out and what
 * a solved one looks like when it comes back, in the `X-Challenge` header of an HTTP write or the
 * `challenge` field of a chat message frame. zod's mini build: the chat room parses it too, and its
 * isolate loads no classic zod (docs/architecture.md, "What keeps the chat room fast").
 */
import * as z from 'zod/mini';
import { CHALLENGE_SCOPES } from './challenge-rules';

export { CHALLENGE_HEADER, CHALLENGE_SCOPES, challengeTexts, type ChallengeAnswer, type ChallengeScope } from './challenge-rules';

export const challengeScope = z.enum(CHALLENGE_SCOPES);

/** The only algorithm handed out: SHA-256 runs natively in every browser, worker and workerd. */
export const CHALLENGE_ALGORITHM = 'SHA-256';

const hex = (max: number) => z.string().check(z.regex(/^[0-9a-f]+$/), z.maxLength(max));

/**
 * A challenge as signed (altcha-lib v2's `Challenge`): every field the server puts in is listed, so
 * the signature is checked over exactly what was signed and nothing the client adds gets through.
 */
export const challengeShape = z.object({
  parameters: z.object({
    algorithm: z.literal(CHALLENGE_ALGORITHM),
    nonce: hex(64),
    salt: hex(64),
    cost: z.int().check(z.minimum(1), z.maximum(10)),
    keyLength: z.literal(32),
    keyPrefix: hex(64),
    keySignature: hex(128),
    expiresAt: z.int().check(z.positive()),
    /** what it is for and whom (uid 0: nobody signed in), and the highest counter it may need (the page's progress bar) */
    data: z.object({ scope: challengeScope, uid: z.int().check(z.nonnegative()), max: z.int().check(z.positive()) }),
  }),
  signature: hex(128),
});
export type ChallengeShape = z.infer<typeof challengeShape>;

/** A solved challenge: the challenge as it came, the counter found and the key it derives. */
export const challengePayload = z.object({
  challenge: challengeShape,
  solution: z.object({ counter: z.int().check(z.nonnegative(), z.maximum(0xffffffff)), derivedKey: hex(128) }),
});
export type ChallengePayload = z.infer<typeof challengePayload>;

/** A payload is a few hundred characters; anything longer is not one (checked before any parse). */
export const CHALLENGE_PAYLOAD_MAX = 2_000;
