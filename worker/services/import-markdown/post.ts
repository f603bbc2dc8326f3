/**
 * One Hexo/Hugo post as our article's fields: title, dates (China time), the
 * first category, tags, cover reference, draft state and summary, from the
 * front matter names both generators use.
 */
import { firstChars } from '../../../contract/clip';
import { IMPORT_DEFAULT_CATEGORY, IMPORT_DEFAULT_TAG } from '../../../contract/admin-data';
import { chinaTime } from '../../db/time';
import { FrontMatterError, splitFrontMatter } from './front-matter';

/** The editor's limits (contract/admin-article.ts): titles 100, summaries 255, names 55 characters, 20 tags. */
const TITLE_MAX = 100;
const SUMMARY_MAX = 255;
const NAME_MAX = 55;
const TAGS_MAX = 20;

export interface Post {
  title: string;
  /** China time "YYYY-MM-DD HH:mm:ss", or null when the post has no usable date */
  date: string | null;
  updated: string | null;
  category: string;
  tags: string[];
  /** the cover as the post names it (a path or URL), or null */
  cover: string | null;
  draft: boolean;
  summary: string;
  body: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A front matter date as China time. With a zone (Hugo writes `+08:00`, or `Z`) it is converted;
 * without one it is taken as written (a Chinese blog's local time); a date alone is midnight.
 */
export function chinaTimeOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : chinaTime(value);
  if (typeof value !== 'string') return null;
  const m = DATE_TEXT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((v) => Number(v ?? 0)) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const zone = m[7];
  if (!zone) return `${y}-${pad(mo!)}-${pad(d!)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
  const offset = zone.toUpperCase() === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  return chinaTime(new Date(asUtc - offset * 60_000));
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Hexo: a string, a list, or a list of lists (a category path); Hugo: a list. */
function names(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => (Array.isArray(v) ? names(v[0]) : names(v)));
  return [];
}

function coverOf(data: Record<string, unknown>): string | null {
  const cover = data.cover;
  if (cover && typeof cover === 'object' && !Array.isArray(cover)) {
    const image = text((cover as Record<string, unknown>).image);
    if (image) return image;
  }
  return text(cover) || text(data.thumbnail) || text(data.banner) || null;
}

const isTrue = (v: unknown) => v === true || v === 'true' || v === 'yes';
const isFalse = (v: unknown) => v === false || v === 'false' || v === 'no';

/** The post of a Markdown file, or why it is not one. */
export function readPost(path: string, source: string): Post | { skip: string } {
  const fileName = path.split('/').pop() ?? path;
  if (/^_index\.(md|markdown)$/i.test(fileName)) return { skip: 'Hugo 的栏目页，不是文章' };
  let matter;
  try {
    matter = splitFrontMatter(source);
  } catch (error) {
    return { skip: error instanceof FrontMatterError ? error.message : 'front matter 无法解析' };
  }
  if (!matter) return { skip: '没有 front matter（--- 或 +++ 包围的文章信息）' };
  const { data } = matter;
  if (text(data.layout) === 'page' || text(data.type) === 'page') return { skip: '独立页面（layout: page），不是文章' };
  // a Hugo page bundle is posts/<name>/index.md: the folder names the post
  const stem = /^index\.(md|markdown)$/i.test(fileName) ? (path.split('/').slice(-2, -1)[0] ?? fileName) : fileName.replace(/\.(md|markdown)$/i, '');
  const title = firstChars(text(data.title) || stem, TITLE_MAX);
  const tags = [...new Set(names(data.tags ?? data.tag).map((t) => firstChars(t, NAME_MAX)))].slice(0, TAGS_MAX);
  return {
    title,
    date: chinaTimeOf(data.date),
    updated: chinaTimeOf(data.updated ?? data.lastmod ?? data.modified),
    category: firstChars(names(data.categories ?? data.category)[0] ?? IMPORT_DEFAULT_CATEGORY, NAME_MAX),
    tags: tags.length ? tags : [IMPORT_DEFAULT_TAG],
    cover: coverOf(data),
    draft: isTrue(data.draft) || isFalse(data.published) || /(^|\/)_drafts\//.test(path),
    summary: firstChars(text(data.description) || text(data.summary) || text(data.excerpt), SUMMARY_MAX),
    body: matter.body.replace(/^\s*\n/, ''),
  };
}
