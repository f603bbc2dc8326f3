/**
 * GET /api/image/external?u=<address> (contract/external-image.ts): a picture
 * another host holds, shown by the owner's content (an article, a talk, an
 * album, a cover, a page header), is fetched once with a deadline and the
 * upload cap, sniffed and stored as the owner's file, and every row naming
 * the address is rewritten to the copy, so later views name /img/<key> and
 * never come here. A host that fails is asked again only after a while.
 * Addresses no content shows are refused: the worker is no open fetcher.
 */
import { ErrorCode } from '../../../contract/envelope';
import { externalImageTexts } from '../../../contract/external-image';
import { ownImageUrl } from '../../../contract/own-image';
import { ROLE_ADMIN } from '../../../contract/session';
import type { Db } from '../../db/client';
import { fail } from '../../http/app-error';
import { moveContentVersion } from '../content-version';
import { storeImage } from '../images';
import { OWNER_ID_SQL } from '../site-owner';
import { fetchImageBytes, type FetchImage } from './fetch-image';

const FETCH_TIMEOUT_MS = 8_000;
/** A host that failed is asked again after this long (a view in between gets the placeholder at once). */
const RETRY_AFTER_MS = 3600_000;

/** Where the owner's content names a picture: the whole column, or inside a text. */
const PLACES: [table: string, column: string, inside: boolean][] = [
  ['blog_article', 'article_content', true],
  ['blog_article', 'article_cover', false],
  ['blog_talk', 'content', true],
  ['blog_talk_photo', 'url', false],
  ['blog_photo', 'url', false],
  ['blog_photo_album', 'album_cover', false],
  ['blog_header', 'bg_url', false],
];

const SHOWN = `SELECT (${PLACES.map(([t, c, inside]) => `EXISTS (SELECT 1 FROM "${t}" WHERE ${inside ? `instr("${c}", ?1) > 0` : `"${c}" = ?1`})`).join(' OR ')}) AS shown`;

/** Points every row that names `url` at the copy; the edge cache's pages are renewed. */
async function rewriteRows(d1: D1Database, url: string, copy: string) {
  await d1.batch(
    PLACES.map(([t, c, inside]) =>
      inside
        ? d1.prepare(`UPDATE "${t}" SET "${c}" = replace("${c}", ?1, ?2) WHERE instr("${c}", ?1) > 0`).bind(url, copy)
        : d1.prepare(`UPDATE "${t}" SET "${c}" = ?2 WHERE "${c}" = ?1`).bind(url, copy),
    ),
  );
  await moveContentVersion(d1);
}

/** The copy's key, or null while the host does not answer with a picture. */
export async function copyExternalImage(db: Db, bucket: R2Bucket, url: string, fetchImage: FetchImage): Promise<string | null> {
  const d1 = db.$client as unknown as D1Database;
  const known = await d1.prepare('SELECT key, failedAt FROM external_image WHERE url = ?').bind(url).first<{ key: string | null; failedAt: number | null }>();
  if (known?.key) return known.key;
  if (known?.failedAt && Date.now() - known.failedAt < RETRY_AFTER_MS) return null;
  if (!(await d1.prepare(SHOWN).bind(url).first<number>('shown'))) throw fail(ErrorCode.upload, externalImageTexts.notShown);
  const owner = await d1.prepare(`SELECT (${OWNER_ID_SQL}) AS id`).first<number>('id');
  try {
    const bytes = await fetchImageBytes(url, fetchImage, FETCH_TIMEOUT_MS);
    const stored = await storeImage(db, bucket, new File([new Uint8Array(bytes)], 'image'), { id: owner ?? 1, role: ROLE_ADMIN });
    await d1
      .prepare('INSERT INTO external_image (url, key) VALUES (?, ?) ON CONFLICT (url) DO UPDATE SET key = excluded.key, failedAt = NULL')
      .bind(url, stored.key)
      .run();
    await rewriteRows(d1, url, ownImageUrl(stored.key));
    return stored.key;
  } catch {
    await d1
      .prepare('INSERT INTO external_image (url, failedAt) VALUES (?, ?) ON CONFLICT (url) DO UPDATE SET failedAt = excluded.failedAt')
      .bind(url, Date.now())
      .run();
    return null;
  }
}

/** What the article renderer needs: the copies made and the addresses known to fail, among `urls`. */
export async function externalStates(d1: D1Database, urls: string[]): Promise<Map<string, string | null>> {
  const states = new Map<string, string | null>();
  if (!urls.length) return states;
  const { results } = await d1
    .prepare('SELECT url, key, failedAt FROM external_image WHERE url IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify([...new Set(urls)]))
    .all<{ url: string; key: string | null; failedAt: number | null }>();
  for (const r of results) if (r.key || r.failedAt) states.set(r.url, r.key ? ownImageUrl(r.key) : null);
  return states;
}
