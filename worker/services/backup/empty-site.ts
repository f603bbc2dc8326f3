/**
 * "Empty", the only kind of site a restore writes into: every exported table
 * has no rows, except what a fresh deployment has before anyone writes —
 *   blog_user    at most one row, an administrator (the owner /setup created)
 *   blog_config  at most one row (the blog name /setup saved)
 *   daily_views  any (visits counted while the site stood empty)
 * — and R2 holds no object (staged uploads aside). Those leftovers are
 * replaced by the archive's rows and put back if the restore fails.
 */
import { ROLE_ADMIN } from '../../../contract/session';
import { ident, type SiteTable } from './site-tables';
import { siteObjects } from './staging';

const LEFTOVERS: Record<string, number> = { blog_user: 1, blog_config: 1, daily_views: Infinity };

/** What the reason calls a table's rows. */
const LABELS: Record<string, string> = {
  blog_article: '文章',
  blog_article_tag: '文章标签',
  blog_category: '分类',
  blog_tag: '标签',
  blog_talk: '说说',
  blog_talk_photo: '说说图片',
  blog_photo_album: '相册',
  blog_photo: '照片',
  blog_comment: '评论',
  blog_message: '留言',
  blog_links: '友链',
  blog_like: '点赞',
  blog_notify: '消息通知',
  blog_header: '页面背景图',
  blog_resource: '资源导航',
  blog_user: '其他用户',
  blog_config: '多条网站设置',
  music_song: '歌曲',
  music_playlist: '歌单',
  music_playlist_song: '歌单中的歌曲',
  stored_file: '上传的文件',
  site_setting: '安全设置',
  passkey_credential: '通行密钥',
  account_writes: '账号的写入记录',
};

/** The reason names what an owner knows first (articles before counters): labelled tables in LABELS order, then the rest. */
const rank = (name: string) => {
  const i = Object.keys(LABELS).indexOf(name);
  return i < 0 ? Infinity : i;
};

/** Why the site is not empty (Chinese, for the owner), or null when a restore may write. */
export async function notEmptyReason(d1: D1Database, bucket: R2Bucket, tables: SiteTable[]): Promise<string | null> {
  if (tables.length) {
    const counts = await d1.batch<{ n: number }>(tables.map((t) => d1.prepare(`SELECT count(*) AS n FROM ${ident(t.name)}`)));
    const named = [...tables.entries()].sort(([, a], [, b]) => rank(a.name) - rank(b.name));
    for (const [i, t] of named) {
      const n = counts[i]!.results[0]?.n ?? 0;
      if (n <= (LEFTOVERS[t.name] ?? 0)) continue;
      if (t.name === 'blog_user') return `${LABELS.blog_user}（${n - 1} 个）`;
      return `${LABELS[t.name] ?? `数据表 ${t.name} 的数据`}（${n} 条）`;
    }
    if (tables.some((t) => t.name === 'blog_user')) {
      const reader = await d1.prepare('SELECT count(*) AS n FROM blog_user WHERE role <> ?').bind(ROLE_ADMIN).first<{ n: number }>();
      if (reader?.n) return `${LABELS.blog_user}（${reader.n} 个）`;
    }
  }
  for await (const object of siteObjects(bucket)) return `上传的文件（如 ${object.key}）`;
  return null;
}

export interface Leftovers {
  rows: { table: string; rows: Record<string, unknown>[] }[];
  /** the session version of the account that may be logged in now (the /setup owner), or -1 */
  ownerSessionVersion: number;
}

/** The few rows an empty site may have, kept to be put back if the restore fails. */
export async function takeLeftovers(d1: D1Database, tables: SiteTable[]): Promise<Leftovers> {
  const present = tables.filter((t) => t.name in LEFTOVERS);
  const read = present.length ? await d1.batch<Record<string, unknown>>(present.map((t) => d1.prepare(`SELECT * FROM ${ident(t.name)}`))) : [];
  const rows = present.map((t, i) => ({ table: t.name, rows: read[i]!.results }));
  const owner = rows.find((r) => r.table === 'blog_user')?.rows[0];
  return { rows, ownerSessionVersion: owner ? Number(owner.session_version ?? 0) : -1 };
}

/** The leftover tables a restore empties before it writes (the archive's rows replace them). */
export const leftoverTables = (tables: SiteTable[]) => tables.filter((t) => t.name in LEFTOVERS);
