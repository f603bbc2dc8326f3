import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import * as schema from './schema';

export const createDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof createDb>;

/** One drizzle client per request (bindings are per request on Workers). */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});
