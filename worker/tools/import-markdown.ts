/**
 * POST /import-markdown with a .zip of Hexo/Hugo posts as the body (scripts/import-markdown.mjs
 * zips a folder first): the console's Markdown import, as the site's first administrator
 * (the owner every imported article and picture belongs to); answers the summary as JSON.
 */
import { dataTexts } from '../../contract/admin-data';
import { ROLE_ADMIN } from '../../contract/session';
import { createDb } from '../db/client';
import { readCapped } from '../http/read-capped';
import { importMarkdown } from '../services/import-markdown';
import type { Tool } from './index';

/** The terminal has no upload limit of its own; this only keeps a wrong file from filling memory. */
const MAX_BYTES = 1024 * 1024 * 1024;

export const importMarkdownTool: Tool = async (request, env) => {
  const owner = await env.DB.prepare('SELECT id, role FROM blog_user WHERE role = ? AND disabled = 0 ORDER BY id LIMIT 1')
    .bind(ROLE_ADMIN)
    .first<{ id: number; role: number }>();
  if (!owner) throw new Error(dataTexts.noOwner);
  const zip = await readCapped(request, MAX_BYTES);
  return Response.json(await importMarkdown(createDb(env.DB), env.DB, env.BUCKET, zip, owner));
};
