/**
 * Whether any row still shows a stored file. Checked before a file is
 * deleted, so replacing one reference never breaks another. Only writes ask
 * this (a few scans of small tables), never a page view.
 */
import { ownImageUrl } from '../../contract/own-image';
import type { D1Statements } from '../db/d1-statements';
import { containsSql, endsWithSql } from '../db/contains-sql';

/** Columns that hold one image URL (this site's path, or an older absolute address ending in it). */
const URL_COLUMNS: [table: string, columns: string[]][] = [
  ['blog_user', ['avatar']],
  ['blog_links', ['site_avatar']],
  ['blog_article', ['article_cover']],
  ['blog_photo_album', ['album_cover']],
  ['blog_photo', ['url']],
  ['blog_talk_photo', ['url']],
  ['blog_config', ['blog_avatar', 'avatar_bg', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay', 'qq_link', 'we_chat_link']],
  ['blog_header', ['bg_url']],
  ['blog_message', ['bg_url']],
  ['blog_resource', ['icon']],
];
/** Text that may embed images (markdown and user HTML). */
const TEXT_COLUMNS: [table: string, columns: string[]][] = [
  ['blog_article', ['article_content']],
  ['blog_message', ['message']],
  ['blog_comment', ['content']],
];
/** The music library stores bare keys. */
const KEY_COLUMNS: [table: string, columns: string[]][] = [
  ['music_song', ['cover_key', 'audio_key']],
  ['music_playlist', ['cover_key']],
];

/** One EXISTS per table: does any of its columns pass the test (SQL over a column name)? */
const exists = (tables: [string, string[]][], test: (column: string) => string) =>
  tables.map(([table, columns]) => `EXISTS (SELECT 1 FROM "${table}" WHERE ${columns.map((c) => test(`"${c}"`)).join(' OR ')})`);

/** Built once: ?1 is the URL ending a column, ?2 the URL inside a text, ?3 the bare key. */
const REFERENCED = `SELECT (${[
  ...exists(URL_COLUMNS, (c) => endsWithSql(c, '?1')),
  ...exists(TEXT_COLUMNS, (c) => containsSql(c, '?2')),
  ...exists(KEY_COLUMNS, (c) => `${c} = ?3`),
].join(' OR ')}) AS used`;

export async function isReferenced(d1: D1Statements, key: string): Promise<boolean> {
  const url = ownImageUrl(key);
  const used = await d1.prepare(REFERENCED).bind(url, url, key).first<number>('used');
  return Boolean(used);
}
