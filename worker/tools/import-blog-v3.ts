/**
 * POST /import-blog-v3[?copy-images=1][&old-site=<https://…>] with a MySQL dump of the original blog as the body
 * (scripts/import-blog-v3.mjs streams the file): answers the import's summary as JSON, 422 with
 * the reasons when the dump cannot be read or imported (nothing was written then).
 */
import { z } from 'zod';
import { DumpSyntaxError, ImportRefused, importBlogV3 } from '../services/import-blog-v3';
import type { Tool } from './index';

const query = z
  .object({ 'copy-images': z.enum(['0', '1']).default('0'), 'old-site': z.string().regex(/^https?:\/\/[^\s/]+\/?$/).optional() })
  .strict();

export const importBlogV3Tool: Tool = async (request, env) => {
  const url = new URL(request.url);
  const params: Record<string, string> = {};
  url.searchParams.forEach((value, key) => (params[key] = value));
  const options = query.safeParse(params);
  if (!options.success) return new Response(`unknown options: ${url.search}`, { status: 400 });
  if (request.method !== 'POST' || !request.body) return new Response('POST the dump (a .sql file) as the request body', { status: 400 });
  try {
    const summary = await importBlogV3(env, request.body, { copyImages: options.data['copy-images'] === '1' ? (url, init) => fetch(url, init) : undefined, oldSite: options.data['old-site'] });
    return Response.json(summary);
  } catch (error) {
    if (error instanceof ImportRefused || error instanceof DumpSyntaxError) return new Response(error.message, { status: 422 });
    throw error;
  }
};
