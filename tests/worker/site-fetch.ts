import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';

/** Statuses whose answer carries no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A request to the site: worker/index.ts's fetch handler, called in this isolate as workerd calls
 * it, not through the pool's `exports.default.fetch`. That loopback grows slower with every call a
 * test file makes (measured here: /api/health 8 ms a call at first, 70 ms after 300 calls and
 * 1 s after 900, while the handler itself stayed under 1 ms), and a group file (groups.ts) makes
 * thousands: the worker stage's "requests grow slower as one isolate answers more".
 *
 * What the handler leaves to waitUntil is finished before the answer is returned, so a test sees
 * everything the request did (a counted view, a cache entry, a notification). A socket upgrade is
 * returned as it is: its work goes on with the socket.
 */
export async function fetchSite(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const ctx = createExecutionContext();
  const res = await worker.fetch!(request, env, ctx);
  if (res.webSocket) return res;
  const body = NO_BODY.has(res.status) || request.method === 'HEAD' ? null : await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}
