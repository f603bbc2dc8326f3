/**
 * The home sidebar's 最新评论 and 归档 cards. Only what a reader could reach anyway: comments on
 * articles readers can see and on public talks (never a held one: this answer is edge-cached for
 * everyone), and the months of those articles.
 */
import { COMMENT_TYPE } from '../../contract/target-types';
import { ARCHIVE_MONTHS, EXCERPT_CHARS, LATEST_COMMENTS, type ArchiveMonth, type LatestComment, type SidebarWidgets } from '../../contract/sidebar';
import { publishedSql } from './published';

const TALK_PUBLIC = 1;

// newest first by id (ids rise with time), so SQLite walks the table backwards and stops at the limit
const LATEST_SQL = `
SELECT c.id, c.type, c.for_id, coalesce(a.article_title, '') AS title, c.from_name, c.from_avatar,
       substr(c.content, 1, ${EXCERPT_CHARS}) AS content, c.createdAt
FROM blog_comment c
LEFT JOIN blog_article a ON c.type = ${COMMENT_TYPE.article} AND a.id = c.for_id
LEFT JOIN blog_talk t ON c.type = ${COMMENT_TYPE.talk} AND t.id = c.for_id
WHERE c.held = 0 AND ((c.type = ${COMMENT_TYPE.article} AND a.id IS NOT NULL AND ${publishedSql('a')})
   OR (c.type = ${COMMENT_TYPE.talk} AND t.status = ${TALK_PUBLIC}))
ORDER BY c.id DESC
LIMIT ${LATEST_COMMENTS}`;

const MONTHS_SQL = `
SELECT substr(a.createdAt, 1, 7) AS month, count(*) AS count
FROM blog_article a
WHERE ${publishedSql('a')}
GROUP BY month
ORDER BY month DESC
LIMIT ${ARCHIVE_MONTHS}`;

export async function sidebarWidgets(d1: D1Database): Promise<SidebarWidgets> {
  const [latest, months] = await d1.batch([d1.prepare(LATEST_SQL), d1.prepare(MONTHS_SQL)]);
  return { latestComments: latest!.results as unknown as LatestComment[], archiveMonths: months!.results as unknown as ArchiveMonth[] };
}
