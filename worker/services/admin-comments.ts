/** Owner's console: comments. */
import { and, count, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { COMMENT_TARGET_STATE, TARGET_TITLE_CHARS, type CommentTargetState, type ConsoleComment } from '../../contract/admin-comments';
import { clip } from '../../contract/clip';
import { commentMessages } from '../../contract/comment';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import { COMMENT_TYPE } from '../../contract/target-types';
import { batchChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { containsText } from '../db/contains';
import { articles, comments, messages, talks } from '../db/schema';
import type { LiveUser } from '../env';
import { fail } from '../http/app-error';
import { applyComment, type Origin } from './comments';
import { publishedFlag } from './published';

/** A talk or note has no title: its first words stand for it, on one line. */
const opening = (text: string) => clip(text.replace(/\s+/g, ' ').trim(), TARGET_TITLE_CHARS);

interface TargetColumns {
  type: number;
  article_title: string | null;
  article_public: number | null;
  talk_text: string | null;
  talk_status: number | null;
  note_text: string | null;
}

/** What the row's target columns say: its title while it exists, and whether readers can open it. */
function targetOf(row: TargetColumns): { target_title: string | null; target_state: CommentTargetState } {
  const { public: shown, hidden, gone } = COMMENT_TARGET_STATE;
  if (row.type === COMMENT_TYPE.article && row.article_title !== null) return { target_title: row.article_title, target_state: row.article_public ? shown : hidden };
  if (row.type === COMMENT_TYPE.talk && row.talk_text !== null) return { target_title: opening(row.talk_text), target_state: row.talk_status === 1 ? shown : hidden };
  if (row.type === COMMENT_TYPE.message && row.note_text !== null) return { target_title: opening(row.note_text), target_state: shown };
  return { target_title: null, target_state: gone };
}

// twice the characters kept: the clip counts whole graphemes, substr code points
const start = (column: typeof talks.content | typeof messages.message) => sql<string | null>`substr(${column}, 1, ${TARGET_TITLE_CHARS * 2})`;

/** Comments with what each is on: one join per kind of target, each only for rows of its type. */
const withTargets = (db: Db) =>
  db
    .select({
      ...getTableColumns(comments),
      article_title: articles.article_title,
      article_public: sql<number | null>`CASE WHEN ${articles.id} IS NULL THEN NULL ELSE ${publishedFlag} END`,
      talk_text: start(talks.content),
      talk_status: talks.status,
      note_text: start(messages.message),
    })
    .from(comments)
    .leftJoin(articles, and(eq(comments.type, COMMENT_TYPE.article), eq(articles.id, comments.for_id)))
    .leftJoin(talks, and(eq(comments.type, COMMENT_TYPE.talk), eq(talks.id, comments.for_id)))
    .leftJoin(messages, and(eq(comments.type, COMMENT_TYPE.message), eq(messages.id, comments.for_id)));

type TargetRow = Awaited<ReturnType<ReturnType<typeof withTargets>['all']>>[number];

const toConsoleRow = ({ article_title, article_public, talk_text, talk_status, note_text, held, ...row }: TargetRow): ConsoleComment => ({
  ...row,
  held: held === 1,
  ...targetOf({ type: row.type, article_title, article_public, talk_text, talk_status, note_text }),
});

/**
 * The console's list, newest first, each row with what it is on (ConsoleComment). A page is 10
 * rows, so the joins read 10 ids.
 */
export async function listComments(db: Db, q: { current: number; size: number; content?: string; from_name?: string; to_name?: string; time?: string[] }): Promise<Page<ConsoleComment>> {
  const where = and(
    q.content ? containsText(comments.content, q.content) : undefined,
    q.from_name ? containsText(comments.from_name, q.from_name) : undefined,
    q.to_name ? containsText(comments.to_name, q.to_name) : undefined,
    q.time ? sql`${comments.createdAt} BETWEEN ${q.time[0]} AND ${q.time[1]}` : undefined,
  );
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(comments).where(where),
    withTargets(db)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list: rows.map(toConsoleRow) };
}

/** The hold queue's comments (comment_held_idx), newest first, each with what it is on, and how many wait in all. */
export async function heldComments(db: Db, limit: number): Promise<{ total: number; list: ConsoleComment[] }> {
  const held = eq(comments.held, 1);
  const [total, rows] = await db.batch([db.select({ n: count() }).from(comments).where(held), withTargets(db).where(held).orderBy(desc(comments.id)).limit(limit)]);
  return { total: total[0]?.n ?? 0, list: rows.map(toConsoleRow) };
}

/**
 * The owner answers a comment from the console: in its thread (a top-level comment's own, a
 * reply's parent's), to its author, through the public reply's service, so the target must be
 * public, the text is filtered and the author is notified exactly as on the site.
 */
export async function replyAsOwner(db: Db, id: number, content: string, owner: LiveUser, origin: Origin) {
  const row = await db
    .select({ parent_id: comments.parent_id, type: comments.type, for_id: comments.for_id, from_id: comments.from_id })
    .from(comments)
    .where(eq(comments.id, id))
    .get();
  if (!row) throw fail(ErrorCode.comment, commentMessages.commentMissing);
  // an imported row of another kind has no page to answer on
  if (!Object.values(COMMENT_TYPE).some((t) => t === row.type)) throw fail(ErrorCode.comment, commentMessages.targetMissing);
  return applyComment(db, { type: row.type, for_id: row.for_id, parent_id: row.parent_id ?? id, to_id: row.from_id, content }, owner, origin);
}

/** A top-level comment takes its replies with it. */
export async function deleteComments(db: Db, ids: number[]) {
  await batchChunked(db, ids, (part) => [db.delete(comments).where(or(inArray(comments.id, part), inArray(comments.parent_id, part)))]);
  return true;
}
