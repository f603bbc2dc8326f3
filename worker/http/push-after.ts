import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { PushEnv } from '../services/push/deliver';

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
