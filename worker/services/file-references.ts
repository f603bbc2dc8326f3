/**
 * Whether any row still shows a stored file. Checked before a file is
 * deleted, so replacing one reference never breaks another. Only writes ask
 * this (a few scans of small tables), never a page view.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ownImageUrl } from '../../contract/own-image';
import type { Db } from '../db/client';
import { escapeLike, likeEscaped } from '../db/like';

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

function exists(tables: [string, string[]][], test: (column: SQL) => SQL): SQL[] {
  return tables.map(([table, columns]) => {
    const where = sql.join(
      columns.map((c) => test(sql.raw(`"${c}"`))),
      sql` OR `,
    );
    return sql`EXISTS (SELECT 1 FROM ${sql.raw(`"${table}"`)} WHERE ${where})`;
  });
}

export async function isReferenced(db: Db, key: string): Promise<boolean> {
  const url = escapeLike(ownImageUrl(key));
  const checks = [
    ...exists(URL_COLUMNS, (c) => likeEscaped(c, `%${url}`)),
    ...exists(TEXT_COLUMNS, (c) => likeEscaped(c, `%${url}%`)),
    ...exists(KEY_COLUMNS, (c) => sql`${c} = ${key}`),
  ];
  const row = await db.get<{ used: number }>(sql`SELECT (${sql.join(checks, sql` OR `)}) AS used`);
  return Boolean(row?.used);
}
