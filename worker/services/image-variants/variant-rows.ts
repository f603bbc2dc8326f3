/**
 * The image_variant rows (migration 0021): what is known of a picture's size
 * and which variants are stored. Plain D1 statements, so releasing a file
 * (services/stored-files.ts) and the renderers read them alike.
 */
// zod-free: the chat room's isolate reaches this through stored-files.ts (tests/web/chat-room-graph.test.ts)
import { VARIANT_WIDTHS, variantKey } from '../../../contract/image-sources';
import type { D1Statements } from '../../db/d1-statements';

export interface VariantRow {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

const parseWidths = (text: string) => text.split(',').filter(Boolean).map(Number);

export async function saveVariantRow(d1: D1Statements, row: VariantRow) {
  await d1
    .prepare(
      'INSERT INTO image_variant (key, width, height, widths) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (key) DO UPDATE SET width = excluded.width, height = excluded.height, widths = excluded.widths',
    )
    .bind(row.key, row.width, row.height, row.widths.join(','))
    .run();
}

export async function variantRow(d1: D1Statements, key: string): Promise<VariantRow | null> {
  const row = await d1.prepare('SELECT key, width, height, widths FROM image_variant WHERE key = ?').bind(key).first<{ key: string; width: number; height: number; widths: string }>();
  return row ? { ...row, widths: parseWidths(row.widths) } : null;
}

/** Pixel sizes of the pictures among `keys` that were measured; one statement (keys ride as a JSON array). */
export async function pictureSizes(d1: D1Statements, keys: string[]): Promise<Map<string, { width: number; height: number }>> {
  const sizes = new Map<string, { width: number; height: number }>();
  if (!keys.length) return sizes;
  const { results } = await d1
    .prepare('SELECT key, width, height FROM image_variant WHERE key IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify([...new Set(keys)]))
    .all<{ key: string; width: number; height: number }>();
  for (const r of results) sizes.set(r.key, { width: r.width, height: r.height });
  return sizes;
}

/** Removes a picture's variants with it: their objects, their stored_file rows and the size row. */
export async function dropVariants(d1: D1Statements, bucket: R2Bucket, key: string) {
  const keys = VARIANT_WIDTHS.map((w) => variantKey(key, w));
  await bucket.delete(keys);
  await d1.prepare('DELETE FROM stored_file WHERE key IN (SELECT value FROM json_each(?))').bind(JSON.stringify(keys)).run();
  await d1.prepare('DELETE FROM image_variant WHERE key = ?').bind(key).run();
}

/** How many pictures one backfill page names: the console encodes them one after another. */
const BACKFILL_PAGE = 20;

/**
 * Stored pictures that were never measured (uploaded before variants, or by a
 * browser that could not encode): the console's backfill encodes them.
 * `after`: the last key of the previous page, so a picture the browser could
 * not encode is passed by instead of asked for again.
 */
export async function unmeasuredPictures(d1: D1Statements, after: string): Promise<{ urls: string[]; left: number }> {
  const where =
    "f.kind IN ('upload', 'chat', 'music-cover') AND v.key IS NULL AND " +
    "(f.key LIKE '%.jpg' OR f.key LIKE '%.jpeg' OR f.key LIKE '%.png' OR f.key LIKE '%.webp' OR f.key LIKE '%.avif')";
  const from = 'FROM stored_file f LEFT JOIN image_variant v ON v.key = f.key';
  const { results } = await d1.prepare(`SELECT f.key ${from} WHERE ${where} AND f.key > ? ORDER BY f.key LIMIT ?`).bind(after, BACKFILL_PAGE).all<{ key: string }>();
  const left = await d1.prepare(`SELECT count(*) AS n ${from} WHERE ${where} AND f.key > ?`).bind(after).first<number>('n');
  return { urls: results.map((r) => `/img/${r.key}`), left: Number(left ?? 0) };
}
