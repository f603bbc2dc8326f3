/**
 * The original blog's tables as its dump holds them (blog-v3 online_blog.sql):
 * the column order of each (for an INSERT without a column list when the dump
 * has no CREATE TABLE either) and a zod schema that turns a dump row into
 * typed values, with the original's defaults for what is NULL or missing.
 */
import { z } from 'zod';
import type { DumpValue } from './sql-cursor';

const COLUMNS = {
  blog_user: ['id', 'username', 'password', 'role', 'nick_name', 'avatar', 'createdAt', 'updatedAt', 'qq', 'ip'],
  blog_category: ['id', 'category_name', 'createdAt', 'updatedAt'],
  blog_tag: ['id', 'tag_name', 'createdAt', 'updatedAt'],
  blog_article: [
    'id', 'article_title', 'author_id', 'category_id', 'article_content', 'article_cover', 'is_top', 'status', 'type', 'origin_url',
    'createdAt', 'updatedAt', 'view_times', 'article_description', 'thumbs_up_times', 'reading_duration', 'order',
  ],
  blog_article_tag: ['id', 'article_id', 'tag_id', 'createdAt', 'updatedAt'],
  blog_talk: ['id', 'user_id', 'content', 'status', 'is_top', 'like_times', 'createdAt', 'updatedAt'],
  blog_talk_photo: ['id', 'talk_id', 'url', 'createdAt', 'updatedAt'],
  blog_photo_album: ['id', 'album_name', 'description', 'createdAt', 'updatedAt', 'album_cover'],
  blog_photo: ['id', 'album_id', 'url', 'status', 'createdAt', 'updatedAt'],
  blog_links: ['id', 'site_name', 'site_desc', 'site_avatar', 'url', 'status', 'createdAt', 'updatedAt', 'user_id'],
  blog_message: [
    'id', 'tag', 'message', 'color', 'font_size', 'bg_color', 'bg_url', 'user_id', 'like_times', 'createdAt', 'updatedAt', 'font_weight', 'nick_name',
  ],
  blog_comment: [
    'id', 'parent_id', 'for_id', 'type', 'from_id', 'from_name', 'from_avatar', 'to_id', 'to_name', 'to_avatar', 'content', 'thumbs_up',
    'createdAt', 'updatedAt', 'ip',
  ],
  blog_like: ['id', 'type', 'for_id', 'user_id', 'createdAt', 'updatedAt', 'ip'],
  blog_notify: ['id', 'message', 'user_id', 'type', 'to_id', 'isView', 'createdAt', 'updatedAt'],
  blog_config: [
    'id', 'blog_name', 'blog_avatar', 'avatar_bg', 'personal_say', 'blog_notice', 'qq_link', 'we_chat_link', 'github_link', 'git_ee_link',
    'bilibili_link', 'view_time', 'createdAt', 'updatedAt', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay',
  ],
  blog_header: ['id', 'bg_url', 'createdAt', 'updatedAt', 'route_name'],
  blog_recommend: ['id', 'title', 'link', 'createdAt', 'updatedAt'],
  blog_chat: ['id', 'user_id', 'content', 'createdAt', 'updatedAt', 'content_type'],
} as const;

export type SourceTable = keyof typeof COLUMNS;

export const isSourceTable = (name: string): name is SourceTable => Object.hasOwn(COLUMNS, name);

/** The original's column order of a table. */
export const defaultColumns = (table: SourceTable): readonly string[] => COLUMNS[table];

/** A dump's column name spelled as the original does (MySQL names are case-insensitive). */
export function canonicalColumn(table: SourceTable, name: string): string {
  const lower = name.toLowerCase();
  return COLUMNS[table].find((c) => c.toLowerCase() === lower) ?? name;
}

const asNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
const orDefault = (fallback: unknown) => (v: unknown) => (v === null || v === undefined || v === '' ? fallback : asNumber(v));

const id = z.preprocess(asNumber, z.number({ message: 'id is missing or not a number' }).int().min(1).max(2_147_483_647));
/** A reference to another row; 0, '' and NULL mean none. */
const ref = z.preprocess(
  (v) => (v === null || v === undefined || v === '' || v === 0 || v === '0' ? null : asNumber(v)),
  z.number({ message: 'not a row id' }).int().min(1).max(2_147_483_647).nullable(),
);
const int = (fallback: number) => z.preprocess(orDefault(fallback), z.number().int());
/** One of the original's enumerated values; anything else becomes `fallback`. */
const choice = (values: readonly number[], fallback: number) =>
  z.preprocess(orDefault(fallback), z.unknown()).transform((v) => (typeof v === 'number' && values.includes(v) ? v : fallback));
const real = z.preprocess(orDefault(0), z.number().finite());
const text = z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string());
const trimmed = text.transform((v) => v.trim());
const optText = z.preprocess((v) => (v === undefined || v === '' ? null : typeof v === 'number' ? String(v) : v), z.string().nullable());

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?/;
/** "YYYY-MM-DD HH:mm:ss" as the dump wrote it (the original's local time), or null for none or MySQL's zero date. */
const time = z.preprocess((v) => {
  const m = typeof v === 'string' ? DATETIME.exec(v.trim()) : null;
  if (!m || m[1] === '0000') return null;
  return `${m[1]}-${m[2]}-${m[3]} ${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`;
}, z.string().nullable());
const stamps = { createdAt: time, updatedAt: time };

const SCHEMAS = {
  blog_user: z.object({
    id,
    username: trimmed.pipe(z.string().min(1, 'username is empty')),
    password: text,
    role: int(2),
    nick_name: trimmed,
    avatar: trimmed,
    qq: text,
    ip: text,
    ...stamps,
  }),
  blog_category: z.object({ id, category_name: trimmed.pipe(z.string().min(1, 'category_name is empty')), ...stamps }),
  blog_tag: z.object({ id, tag_name: trimmed.pipe(z.string().min(1, 'tag_name is empty')), ...stamps }),
  blog_article: z.object({
    id,
    article_title: trimmed.pipe(z.string().min(1, 'article_title is empty')),
    author_id: ref,
    category_id: ref,
    article_content: text,
    // the original's column default starts with a tab
    article_cover: trimmed,
    is_top: choice([1, 2], 2),
    status: choice([1, 2, 3], 1),
    type: choice([1, 2, 3], 1),
    origin_url: optText,
    view_times: int(0),
    article_description: text,
    thumbs_up_times: int(0),
    reading_duration: real,
    order: z.preprocess(orDefault(null), z.number().int().nullable()),
    ...stamps,
  }),
  blog_article_tag: z.object({ id, article_id: ref, tag_id: ref }),
  blog_talk: z.object({ id, user_id: ref, content: text, status: choice([1, 2, 3], 1), is_top: choice([1, 2], 2), like_times: int(0), ...stamps }),
  blog_talk_photo: z.object({ id, talk_id: ref, url: trimmed.pipe(z.string().min(1, 'url is empty')), ...stamps }),
  blog_photo_album: z.object({
    id,
    album_name: trimmed.pipe(z.string().min(1, 'album_name is empty')),
    description: text,
    album_cover: trimmed,
    ...stamps,
  }),
  blog_photo: z.object({ id, album_id: ref, url: trimmed.pipe(z.string().min(1, 'url is empty')), status: choice([1, 2], 1), ...stamps }),
  blog_links: z.object({
    id,
    site_name: trimmed.pipe(z.string().min(1, 'site_name is empty')),
    site_desc: text,
    site_avatar: trimmed,
    url: trimmed.pipe(z.string().min(1, 'url is empty')),
    status: choice([1, 2], 1),
    user_id: ref,
    ...stamps,
  }),
  blog_message: z.object({
    id,
    tag: text,
    message: text,
    color: z.preprocess(orDefault('#676767'), z.string()),
    font_size: int(12),
    bg_color: text,
    bg_url: trimmed,
    user_id: ref,
    like_times: int(0),
    font_weight: int(500),
    nick_name: text,
    ...stamps,
  }),
  blog_comment: z.object({
    id,
    parent_id: ref,
    for_id: ref,
    type: int(0),
    from_id: ref,
    from_name: text,
    from_avatar: trimmed,
    to_id: ref,
    to_name: optText,
    to_avatar: optText,
    content: text,
    thumbs_up: int(0),
    ip: text,
    ...stamps,
  }),
  blog_like: z.object({ id, type: int(0), for_id: ref, user_id: ref, ip: optText, ...stamps }),
  blog_notify: z.object({ id, message: text, user_id: ref, type: int(0), to_id: ref, isView: choice([1, 2], 1), ...stamps }),
  blog_config: z.object({
    id,
    blog_name: trimmed,
    blog_avatar: trimmed,
    avatar_bg: trimmed,
    personal_say: text,
    blog_notice: text,
    qq_link: trimmed,
    we_chat_link: trimmed,
    github_link: trimmed,
    git_ee_link: trimmed,
    bilibili_link: trimmed,
    view_time: int(0),
    we_chat_group: trimmed,
    qq_group: trimmed,
    we_chat_pay: trimmed,
    ali_pay: trimmed,
    ...stamps,
  }),
  blog_header: z.object({ id, route_name: trimmed.pipe(z.string().min(1, 'route_name is empty')), bg_url: trimmed, ...stamps }),
  blog_recommend: z.object({ id, title: trimmed.pipe(z.string().min(1, 'title is empty')), link: trimmed.pipe(z.string().min(1, 'link is empty')), ...stamps }),
  blog_chat: z.object({ id }),
} satisfies Record<SourceTable, z.ZodType>;

export type SourceRow<T extends SourceTable> = z.infer<(typeof SCHEMAS)[T]>;

/** A dump row as typed values, or why it cannot be imported. */
export function readSourceRow<T extends SourceTable>(table: T, row: Record<string, DumpValue>): { row: SourceRow<T> } | { problem: string } {
  const parsed = SCHEMAS[table].safeParse(row);
  if (parsed.success) return { row: parsed.data as SourceRow<T> };
  const issue = parsed.error.issues[0]!;
  return { problem: `${issue.path.join('.') || 'row'}: ${issue.message}` };
}
