/// <reference types="vite/client" />
/** Shared by the blog-v3 import tests: the fixture dump, running the tool, and a picture of the database. */
import { env } from 'cloudflare:workers';
import fixture from '../fixtures/blog-v3-dump.sql?raw';
import { importBlogV3Tool } from '../../worker/tools/import-blog-v3';

export const FIXTURE_DUMP: string = fixture;

/** The fixture's reader and the password written beside its bcrypt hash. */
export const OLD_READER = { username: 'linmu2021', password: 'OldPass2023', sourceId: 3 };

/** Runs the tool as the terminal does (POST /import-blog-v3 with the dump as the body). */
export async function runImportTool(dump: string, query = '') {
  const res = await importBlogV3Tool(new Request(`http://tools.local/import-blog-v3${query}`, { method: 'POST', body: dump }), env);
  const text = await res.text();
  return { status: res.status, text, summary: res.ok ? JSON.parse(text) : null };
}

/** The tables an import may touch (rate_limit and daily_views change with every request and are left out). */
const TABLES = [
  'blog_user', 'blog_category', 'blog_tag', 'blog_article', 'blog_article_tag', 'blog_talk', 'blog_talk_photo', 'blog_photo_album',
  'blog_photo', 'blog_links', 'blog_message', 'blog_comment', 'blog_like', 'blog_notify', 'blog_config', 'blog_header', 'blog_resource',
  'site_meta', 'stored_file', 'import_record', 'import_stage',
];

/** Every row of every table an import may touch, and the search index, to compare before and after. */
export async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = (await env.DB.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()).results;
  out.article_search = (await env.DB.prepare('SELECT rowid, title, body FROM article_search ORDER BY rowid').all()).results;
  return out;
}

export async function contentVersion(): Promise<number> {
  return (await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>())?.value ?? 0;
}

export async function rowOf<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T | null> {
  return env.DB.prepare(sql).bind(...params).first<T>();
}
