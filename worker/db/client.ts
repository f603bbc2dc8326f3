import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import * as schema from './schema';

/**
 * A drizzle client over a D1 binding. In a request that binding is already the request's
 * Sessions API session, metered for Server-Timing (http/server-timing.ts, db/metered-d1.ts):
 * drizzle's D1 driver only calls prepare and batch, which a session has.
 */
export const createDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof createDb>;

/** One drizzle client per request (bindings are per request on Workers). */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});

/**
 * Where a request's reads may go. A client that wrote sends its last bookmark: every replica
 * at least that recent may answer, so it reads its own writes. Otherwise a read takes the
 * nearest replica ('first-unconstrained'), and a write request starts at the primary, so
 * what it reads before writing (a name taken? a target visible?) is current.
 */
export function openSession(d1: D1Database, bookmark: string | undefined, reads: boolean): D1DatabaseSession {
  return d1.withSession(bookmark ?? (reads ? 'first-unconstrained' : 'first-primary'));
}
