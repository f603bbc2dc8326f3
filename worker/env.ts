import type { Db } from './db/client';
import type { RequestTiming } from './http/server-timing';
import type { IdentityProblem } from './services/identity';
import type { SignInMethod } from '../contract/passkey';

/** Bindings come from `wrangler types` (worker-configuration.d.ts); secrets are added here. */
export type Bindings = Omit<Env, 'MUSIC_API_BASE'> & {
  /** optional: without it the worker signs with a key it keeps in D1 (services/signing-secret.ts) */
  JWT_SECRET?: string;
  MUSIC_API_BASE?: string;
  /** requests per minute per IP per isolate; raised only by the benchmark */
  GLOBAL_RATE_LIMIT?: string;
  /** multiplies every per-route limit; only the browser-test server sets it */
  RATE_LIMIT_SCALE?: string;
  /** chat token-bucket burst per user (messages); raised only by the benchmark */
  CHAT_RATE_LIMIT?: string;
  /** other origins whose pages may open the chat socket (comma- or space-separated); the site's own host name always may */
  ALLOWED_ORIGINS?: string;
  /** optional, both or neither: the VAPID pair push is signed with; without them the worker keeps its own in D1 (services/push/keys.ts) */
  VAPID_PRIVATE_KEY?: string;
  VAPID_PUBLIC_KEY?: string;
  /** optional: the mailto: or https URL push services may contact (default: the site's origin) */
  VAPID_SUBJECT?: string;
  /** "1" only on test servers: a push endpoint may be http://127.0.0.1 (a local push service) */
  PUSH_LOOPBACK_HTTP?: string;
};

/** What a token claims. */
export interface TokenUser {
  id: number;
  username: string;
  role: number;
  nick_name: string;
  /** the account's session version when the token was issued */
  sv: number;
  /** how this session was signed in (a passkey, or a password when absent: tokens from before passkeys) */
  via?: SignInMethod;
}

/** The account behind a request as it is now (http/auth.ts resolves it once per request). */
export interface LiveUser extends TokenUser {
  avatar: string;
  /** when the account was made (China time): the owner's hold policy may hold new accounts' writes (issue 29) */
  createdAt?: string;
}

interface Variables {
  db: Db;
  /** The live account behind the request's token; unset for a visitor (or a token that stands for nobody). */
  user?: LiveUser;
  /** Why a token that came with the request stands for nobody, so a guard can say so. */
  authProblem?: IdentityProblem;
  /** Set by http/edge-cache.ts `keepsCache`: this route changes nothing public, so no content version bump. */
  keepsCache?: true;
  /** Set by http/server-timing.ts for every request: its D1 queries and edge cache state, for Server-Timing. */
  timing?: RequestTiming;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
