/**
 * The challenge's HMAC keys, derived from the site's signing secret (services/signing-secret.ts on
 * the site's side, chat/chat-challenge.ts in the chat room): nothing hard-coded, nothing more to set,
 * and a key of its own for each use, so a challenge signature can never pass for a token or the
 * other way round. No import of signing-secret.ts here: the room's isolate must not hold the site's
 * modules (tests/web/chat-room-graph.test.ts).
 */
export interface ChallengeKeys {
  /** signs a challenge's parameters */
  signature: string;
  /** signs the key a challenge's counter derives (altcha's deterministic mode: verifying is one HMAC) */
  derivedKey: string;
}

/** Per isolate: derived once per secret. */
let cached: { secret: string; keys: Promise<ChallengeKeys> } | undefined;

export function challengeKeys(secret: string): Promise<ChallengeKeys> {
  if (cached?.secret !== secret) cached = { secret, keys: derive(secret) };
  return cached.keys;
}

async function derive(secret: string): Promise<ChallengeKeys> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const label = async (name: string) => hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`edge-blog challenge ${name}`)));
  const [signature, derivedKey] = await Promise.all([label('signature'), label('derived-key')]);
  return { signature, derivedKey };
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
