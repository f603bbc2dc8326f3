import type { Db } from './db/client';

/** Bindings come from `wrangler types` (worker-configuration.d.ts); secrets are added here. */
export type Bindings = Omit<Env, 'MUSIC_API_BASE'> & {
  JWT_SECRET: string;
  MUSIC_API_BASE?: string;
  /** requests per minute per IP per isolate; raised only by the benchmark */
  GLOBAL_RATE_LIMIT?: string;
  /** multiplies every per-route limit; only the browser-test server sets it */
  RATE_LIMIT_SCALE?: string;
  /** chat token-bucket burst per user (messages); raised only by the benchmark */
  CHAT_RATE_LIMIT?: string;
};

export interface TokenUser {
  id: number;
  username: string;
  role: number;
  nick_name: string;
}

export interface Variables {
  db: Db;
  /** Set by the auth middleware when a valid token came with the request. */
  user?: TokenUser;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
