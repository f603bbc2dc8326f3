/** Export/restore test tools: raw byte requests, wiping a site, its whole state, and tampering with an archive. */
import { env } from 'cloudflare:workers';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { PRIVATE_TABLES } from '../../worker/db/private-tables';
import { uniqueIp } from './helpers';
import { fetchSite } from './site-fetch';

/** A request with a byte body (or none) whose answer is read as bytes. */
export async function raw(method: string, path: string, opts: { token?: string; body?: Uint8Array; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'CF-Connecting-IP': uniqueIp(), ...opts.headers };
  if (opts.token) headers.Authorization = opts.token;
  if (opts.body) {
    headers['Content-Type'] ??= 'application/zip';
    headers['Content-Length'] ??= String(opts.body.length);
  }
  const res = await fetchSite(`http://blog.test${path}`, { method, headers, body: opts.body as Uint8Array<ArrayBuffer> | undefined });
  const bytes = new Uint8Array(await res.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    /* a zip */
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

/**
 * Tables a wipe empties: every table of the database except what an export leaves out on purpose,
 * decided here on its own (not by the service) so a table the export forgot survives the wipe and shows:
 * SQLite's and D1's own, the migration records, this deployment's counters, the private tables, and
 * full-text indexes with their shadow tables (triggers and the restore refill those).
 */
const NOT_SITE_DATA = /^(sqlite_|_cf_|d1_migrations$|rate_limit$|site_meta$|challenge_used$|write_fingerprint$)/;

export async function dataTables(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string; sql: string }>();
  const indexes = results.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql)).map((r) => r.name);
  return results
    .map((r) => r.name)
    .filter((n) => !NOT_SITE_DATA.test(n) && !PRIVATE_TABLES.includes(n) && !indexes.some((i) => n === i || n.startsWith(`${i}_`)));
}

async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.BUCKET.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** Every row of every data table and every R2 object deleted: a site as a fresh deployment has it. */
export async function wipeSite() {
  const tables = await dataTables();
  await env.DB.batch([...tables.map((t) => env.DB.prepare(`DELETE FROM "${t}"`)), env.DB.prepare('DELETE FROM article_search')]);
  const keys = await allKeys();
  if (keys.length) await env.BUCKET.delete(keys);
}

/** Everything a restore could touch: each data table's rows, the search index and every object with its bytes. */
export async function siteState() {
  const tables: Record<string, unknown[]> = {};
  for (const t of await dataTables()) tables[t] = (await env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()).results;
  const search = (await env.DB.prepare('SELECT rowid, title FROM article_search ORDER BY rowid').all()).results;
  // the counters triggers keep (not the cache's version, which only successful writes move)
  const counters = (await env.DB.prepare("SELECT key, value FROM site_meta WHERE key NOT IN ('content_version') ORDER BY key").all()).results;
  const objects: Record<string, string> = {};
  for (const key of await allKeys()) {
    const o = await env.BUCKET.get(key);
    objects[key] = `${o?.httpMetadata?.contentType ?? ''}:${btoa(String.fromCharCode(...new Uint8Array(await o!.arrayBuffer())))}`;
  }
  return { tables, search, counters, objects };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** An archive taken apart and put back together (by fflate's zipSync, sizes in the headers) after `edit` changed its files. */
export function rezip(archive: Uint8Array, edit: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(archive);
  edit(files);
  // the manifest goes last again, wherever the edit left it
  const { 'manifest.json': manifest, ...rest } = files;
  const out: Zippable = { ...rest };
  if (manifest) out['manifest.json'] = manifest;
  return zipSync(out);
}

export const readJson = (bytes: Uint8Array) => JSON.parse(decoder.decode(bytes));
export const writeJson = (value: unknown) => encoder.encode(JSON.stringify(value));
export const lines = (bytes: Uint8Array) => decoder.decode(bytes).split('\n').filter(Boolean);
export const fromLines = (rows: string[]) => encoder.encode(rows.map((r) => `${r}\n`).join(''));
