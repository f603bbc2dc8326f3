/**
 * A new account's chat message with its solved proof-of-work challenge (issue 29): the room checks
 * it with the site's own code (services/challenge/redeem.ts) and counts it toward the account being
 * established. The signing secret is read here with one statement rather than through
 * services/signing-secret.ts, which belongs to the site's side of the isolate split
 * (tests/web/chat-room-graph.test.ts); the account has signed in, so the site has made it already.
 * A chat message cannot wait in the hold queue: without a solution it is refused, whatever the
 * owner chose for the other writes.
 */
import type { Bindings } from '../env';
import { acceptedWrites, countWrite } from '../services/challenge/account-writes';
import { type Redeemed, redeemSolution } from '../services/challenge/redeem';

let storedSecret: string | undefined;

async function secretOf(env: Pick<Bindings, 'DB' | 'JWT_SECRET'>): Promise<string | undefined> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  storedSecret ??= (await env.DB.prepare("SELECT value FROM site_secret WHERE name = 'jwt'").first<{ value: string }>())?.value;
  return storedSecret;
}

/**
 * A message of a socket that needed a solution until the account reached `until` accepted writes:
 * 'ok' (solved and counted), 'established' (none sent, but the account has got there meanwhile, from
 * another tab or a comment), or why it is refused. `writes` is the account's count after it.
 */
export async function redeemChatSolution(
  env: Pick<Bindings, 'DB' | 'JWT_SECRET'>,
  raw: string | undefined,
  userId: number,
  until: number,
): Promise<{ verdict: Redeemed | 'established'; writes: number }> {
  if (raw === undefined) {
    const writes = await acceptedWrites(env.DB, userId);
    return { verdict: writes >= until ? 'established' : 'missing', writes };
  }
  const secret = await secretOf(env);
  if (!secret) return { verdict: 'invalid', writes: 0 };
  const verdict = await redeemSolution(secret, env.DB, raw, 'chat', userId);
  return { verdict, writes: verdict === 'ok' ? await countWrite(env.DB, userId) : 0 };
}
