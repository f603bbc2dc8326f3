import { Hono } from 'hono';
import { MUSIC_PATHS, musicQuery } from '../../contract/music';
import type { AppEnv } from '../env';
import { globalRateLimit } from '../http/rate-limit';
import { issueMessage } from '../http/validate';
import { chooseProvider } from '../music/choose-provider';
import { mediaKey, serveMedia } from '../music/media';
import { MusicUnavailable } from '../music/provider';

const json = (body: unknown, status: number, source?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(source ? { 'X-Music-Source': source } : {}),
    },
  });

/**
 * /wapi: the music calls of api-contract §5. Answers are NetEase shapes
 * (body code 200), not the blog envelope. Paths are matched after collapsing
 * slashes, because the client writes `/wapi//song/detail`.
 */
export const wapiRoutes = new Hono<AppEnv>()
  .get('/media/*', async (c) => {
    const key = mediaKey(new URL(c.req.url).pathname.replace(/^\/wapi\/+media\//, ''));
    if (!key) return c.text('Not Found', 404);
    return serveMedia(c.env.BUCKET, key, c.req.raw);
  })
  .get('/*', globalRateLimit, async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^\/wapi/, '').replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    const endpoint = MUSIC_PATHS[path];
    if (!endpoint) return json({ code: 404, message: '接口没有找到' }, 404);
    const parsed = musicQuery[endpoint].safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = `参数错误：${issue?.path.join('.') || 'query'} ${issueMessage(issue, '不合法')}`;
      return json({ code: 400, message, msg: message }, 400);
    }
    try {
      const provider = chooseProvider(c.env, waitUntilOf(c));
      const answer = await provider.answer(endpoint, parsed.data);
      return json(answer.body, answer.status, answer.source);
    } catch (error) {
      if (!(error instanceof MusicUnavailable)) throw error;
      return json({ code: error.status, message: error.message, msg: error.message }, error.status);
    }
  });

/** The request's waitUntil, when there is an execution context (there is none when tests call app.fetch bare). */
function waitUntilOf(c: { executionCtx: { waitUntil(work: Promise<unknown>): void } }) {
  try {
    const ctx = c.executionCtx;
    return (work: Promise<unknown>) => ctx.waitUntil(work);
  } catch {
    return undefined;
  }
}
