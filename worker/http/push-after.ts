import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import type { PushEnv } from '../services/push/deliver';
import { pushNewPosts } from '../services/push/new-posts';

/**
 * Pushes after the response (waitUntil): the writer never waits on a push service, and a push
 * service that fails never fails the write. The job gets the worker's env and the site's origin
 * (the VAPID subject when VAPID_SUBJECT is unset).
 */
export function pushAfter(c: Context<AppEnv>, job: (env: PushEnv, origin: string) => Promise<unknown>): void {
  const origin = new URL(c.req.url).origin;
  c.executionCtx.waitUntil(
    job(c.env, origin).catch((error: unknown) => {
      console.error('push failed', error instanceof Error ? error.message : 'unknown error');
    }),
  );
}

/**
 * On a console write of an article or talk: after the response, announce whatever became newly
 * public (services/push/new-posts.ts decides; a write that published nothing sends nothing).
 */
export const announcesPosts = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.ok) pushAfter(c, (env, site) => pushNewPosts(c.var.db, env, site));
});
