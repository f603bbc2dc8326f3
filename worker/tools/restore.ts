/**
 * POST /restore?size=<bytes> with an archive as the body (scripts/restore.mjs streams the file):
 * the console's 恢复, onto an empty site; answers the summary as JSON. The size travels in the
 * query because a streamed request body has no Content-Length of its own.
 */
import { restoreSite } from '../services/backup/restore';
import type { Tool } from './index';

export const restoreTool: Tool = async (request, env) => {
  const size = new URL(request.url).searchParams.get('size') ?? request.headers.get('Content-Length') ?? '';
  const summary = await restoreSite(env.DB, env.BUCKET, { body: request.body, length: /^\d{1,15}$/.test(size) ? Number(size) : NaN });
  return Response.json(summary);
};
