/** Talks (说说): the public list and one talk, with author, photos and the viewer's like in one statement. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { COMMENT_TYPE } from '../../contract/comment';
import type { Page } from '../../contract/envelope';
import { ErrorCode } from '../../contract/envelope';
import type { TalkDetail, TalkItem } from '../../contract/talk';
import type { Db } from '../db/client';
import { talks, users } from '../db/schema';
import { fail } from '../http/app-error';

const PUBLIC = 1;
const LIKE_TYPE_TALK = 2;

/** Who is asking: a logged-in user is known by id, a visitor by IP (contract §3.6). */
interface Viewer {
  userId?: number;
  ip: string;
}

// correlated subqueries: a page's photos and likes arrive with the page itself (no N+1)
const photoUrlsJson = sql<string>`(
  SELECT json_group_array(url) FROM (
    SELECT p.url FROM blog_talk_photo p WHERE p.talk_id = "blog_talk"."id" ORDER BY p.id
  )
)`;

/** Every public comment on the talk, replies included, as the talk page counts them (a held one is nobody else's to count). */
const commentCount = sql<number>`(
  SELECT count(*) FROM blog_comment c WHERE c.type = ${COMMENT_TYPE.talk} AND c.for_id = "blog_talk"."id" AND c.held = 0
)`;

function likedBy(viewer: Viewer) {
  const who = viewer.userId ? sql`l.user_id = ${viewer.userId}` : sql`l.user_id IS NULL AND l.ip = ${viewer.ip}`;
  return sql<number>`EXISTS (
    SELECT 1 FROM blog_like l WHERE l.type = ${LIKE_TYPE_TALK} AND l.for_id = "blog_talk"."id" AND ${who}
  )`;
}

const columns = (viewer: Viewer) => ({
  id: talks.id,
  content: talks.content,
  user_id: talks.user_id,
  status: talks.status,
  is_top: talks.is_top,
  like_times: talks.like_times,
  createdAt: talks.createdAt,
  updatedAt: talks.updatedAt,
  nick_name: users.nick_name,
  avatar: users.avatar,
  liked: likedBy(viewer),
  photos: photoUrlsJson,
  comment_count: commentCount,
});

type Row = Omit<TalkItem, 'talkImgList' | 'nick_name' | 'avatar' | 'is_like'> & {
  nick_name: string | null;
  avatar: string | null;
  liked: number;
  photos: string | null;
};

function photoList(json: string | null): string[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

function toItem({ liked, photos, nick_name, avatar, ...talk }: Row): TalkItem {
  const urls = photoList(photos);
  return {
    ...talk,
    nick_name: nick_name ?? '',
    avatar: avatar ?? '',
    is_like: Boolean(liked),
    ...(urls.length ? { talkImgList: urls } : {}),
  };
}

/** Public talks: pinned first, then newest (contract §3.11). Two statements, one round trip. */
export async function listTalks(db: Db, current: number, size: number, viewer: Viewer): Promise<Page<TalkItem>> {
  const isPublic = eq(talks.status, PUBLIC);
  const [total, rows] = await db.batch([
    db.select({ n: count() }).from(talks).where(isPublic),
    db
      .select(columns(viewer))
      .from(talks)
      .leftJoin(users, eq(users.id, talks.user_id))
      .where(isPublic)
      .orderBy(asc(talks.is_top), desc(talks.createdAt), desc(talks.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list: rows.map(toItem) };
}

/** One talk; private and recycled talks exist only for the administrator. */
export async function getTalk(db: Db, id: number, viewer: Viewer, isAdmin: boolean): Promise<TalkDetail> {
  const where = isAdmin ? eq(talks.id, id) : and(eq(talks.id, id), eq(talks.status, PUBLIC));
  const row = await db.select(columns(viewer)).from(talks).leftJoin(users, eq(users.id, talks.user_id)).where(where).get();
  if (!row) throw fail(ErrorCode.talk, '说说不存在或已被删除');
  const item = toItem(row);
  return { ...item, talkImgList: item.talkImgList ?? [] };
}
