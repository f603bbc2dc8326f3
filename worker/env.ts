import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema';

/** Bindings come from `wrangler types` (worker-configuration.d.ts); secrets are added here. */
export type Bindings = Omit<Env, 'MUSIC_API_BASE'> & {
  JWT_SECRET: string;
  MUSIC_API_BASE?: string;
};

export interface TokenUser {
  id: number;
  username: string;
  role: number;
  nick_name: string;
}

export interface Variables {
  db: DrizzleD1Database<typeof schema>;
  /** Set by the auth middleware when a valid token came with the request. */
  user?: TokenUser;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
