/**
 * What the plan needs to know about the site before it decides anything: its
 * owner, the ids and unique names the dump's rows would collide with, and
 * what earlier runs of this import recorded. Reads only.
 */
import { chunks } from '../../db/chunked';
import { siteOwner } from '../site-owner';
import type { SourceDump } from './dump-reader';
import { IMPORT_SOURCE, LIKE_TARGETS, TARGET_TABLE, type TargetTable } from './tables';
import type { SourceTable } from './source-tables';

export interface SiteState {
  owner: { id: number; username: string } | null;
  /** source table → source id → target id, from import_record */
  recorded: Map<string, Map<number, number>>;
  /** per target table: ids taken within the range of the dump's ids, and the largest id */
  ids: Map<TargetTable, { taken: Set<number>; max: number }>;
  /** existing accounts among the dump's usernames, and article titles among its titles */
  usernames: Map<string, number>;
  titles: Map<string, number>;
  /** every category, tag, album and page-header route by name */
  names: Record<'blog_category' | 'blog_tag' | 'blog_photo_album' | 'blog_header', Map<string, number>>;
  config: { id: number; view_time: number } | null;
  /** where a new group of the site list goes */
  nextSiteGroupSort: number;
  /** likes here on the rows the dump's likes point at, as likeKey()s */
  likes: Set<string>;
}

export const likeKey = (type: number, forId: number, userId: number | null, ip: string | null) => `${type}:${forId}:${userId ? `u${userId}` : `ip${ip}`}`;

const texts = (rows: Record<string, unknown>[] | undefined, column: string) =>
  [...new Set((rows ?? []).map((r) => (typeof r[column] === 'string' ? (r[column] as string).trim() : null)).filter((v): v is string => !!v))];

const sourceIds = (rows: Record<string, unknown>[] | undefined) =>
  (rows ?? []).map((r) => Number(r.id)).filter((n) => Number.isInteger(n) && n > 0);

async function all<T>(d1: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await d1.prepare(sql).bind(...params).all<T>()).results;
}

async function byName(d1: D1Database, table: string, column: string): Promise<Map<string, number>> {
  const rows = await all<{ id: number; name: string }>(d1, `SELECT id, "${column}" AS name FROM "${table}"`);
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function amongValues(d1: D1Database, table: string, column: string, values: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(values)) {
    const rows = await all<{ id: number; v: string }>(d1, `SELECT id, "${column}" AS v FROM "${table}" WHERE "${column}" IN (${part.map(() => '?').join(',')})`, ...part);
    for (const r of rows) found.set(r.v, r.id);
  }
  return found;
}

async function idsOf(d1: D1Database, table: TargetTable, ids: number[]) {
  const max = (await d1.prepare(`SELECT coalesce(max(id), 0) AS max FROM "${table}"`).first<{ max: number }>())?.max ?? 0;
  if (!ids.length) return { taken: new Set<number>(), max };
  const low = ids.reduce((a, b) => Math.min(a, b));
  const high = ids.reduce((a, b) => Math.max(a, b));
  const rows = await all<{ id: number }>(d1, `SELECT id FROM "${table}" WHERE id BETWEEN ? AND ?`, low, high);
  return { taken: new Set(rows.map((r) => r.id)), max };
}

/**
 * Likes already here on what the dump's likes point at: rows an earlier run imported, and the
 * dump's own ids, which a row keeps when it is free (likes of a row deleted long ago may linger).
 */
async function existingLikes(d1: D1Database, dump: SourceDump, recorded: SiteState['recorded']): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [type, table] of Object.entries(LIKE_TARGETS)) {
    const seen = recorded.get(table);
    const targets = [
      ...new Set(
        (dump.rows.get('blog_like') ?? [])
          .filter((l) => Number(l.type) === Number(type))
          .flatMap((l) => [Number(l.for_id), seen?.get(Number(l.for_id))])
          .filter((t): t is number => typeof t === 'number' && Number.isInteger(t) && t > 0),
      ),
    ];
    for (const part of chunks(targets)) {
      const rows = await all<{ for_id: number; user_id: number | null; ip: string | null }>(
        d1,
        `SELECT for_id, user_id, ip FROM blog_like WHERE type = ? AND for_id IN (${part.map(() => '?').join(',')})`,
        Number(type),
        ...part,
      );
      for (const r of rows) keys.add(likeKey(Number(type), r.for_id, r.user_id, r.ip));
    }
  }
  return keys;
}

export async function readSiteState(d1: D1Database, dump: SourceDump): Promise<SiteState> {
  const owner = await siteOwner(d1);
  const recorded = new Map<string, Map<number, number>>();
  const records = await all<{ source_table: string; source_id: number; target_id: number }>(
    d1,
    'SELECT source_table, source_id, target_id FROM import_record WHERE source = ?',
    IMPORT_SOURCE,
  );
  for (const r of records) {
    if (!recorded.has(r.source_table)) recorded.set(r.source_table, new Map());
    recorded.get(r.source_table)!.set(r.source_id, r.target_id);
  }
  const ids = new Map<TargetTable, { taken: Set<number>; max: number }>();
  for (const [source, target] of Object.entries(TARGET_TABLE) as [SourceTable, TargetTable][]) {
    if (!ids.has(target)) ids.set(target, await idsOf(d1, target, sourceIds(dump.rows.get(source))));
  }
  const config = await d1.prepare('SELECT id, view_time FROM blog_config ORDER BY id LIMIT 1').first<{ id: number; view_time: number }>();
  const groupSort = await d1.prepare("SELECT coalesce(max(group_sort), 0) AS max FROM blog_resource WHERE kind = 'site'").first<{ max: number }>();
  return {
    owner,
    recorded,
    ids,
    usernames: await amongValues(d1, 'blog_user', 'username', texts(dump.rows.get('blog_user'), 'username')),
    titles: await amongValues(d1, 'blog_article', 'article_title', texts(dump.rows.get('blog_article'), 'article_title')),
    names: {
      blog_category: await byName(d1, 'blog_category', 'category_name'),
      blog_tag: await byName(d1, 'blog_tag', 'tag_name'),
      blog_photo_album: await byName(d1, 'blog_photo_album', 'album_name'),
      blog_header: await byName(d1, 'blog_header', 'route_name'),
    },
    config,
    nextSiteGroupSort: (groupSort?.max ?? 0) + 1,
    likes: await existingLikes(d1, dump, recorded),
  };
}
