/**
 * Articles live as markdown files in ./articles with a small front matter:
 *   title, category, tags (comma list), cover (demo cover number), description,
 *   days (how long ago, or new-years-eve), clock, top (pinned order), status, type, origin,
 *   views, likes, minutes (accumulated reading time), edited (days after writing).
 * Ids follow publication order, oldest first, like a blog that grew over time.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { coverUrl } from '../demo-images.mjs';
import { CATEGORIES, TAGS } from './site.mjs';
import { daysSinceNewYearsEve, stamps } from './time.mjs';

const DIR = new URL('./articles/', import.meta.url);

function parse(file, text) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter`);
  const meta = Object.fromEntries(
    match[1].split('\n').filter(Boolean).map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  for (const key of ['title', 'category', 'tags', 'cover', 'description', 'days']) {
    if (!meta[key]) throw new Error(`${file}: front matter lacks "${key}"`);
  }
  return { slug: path.basename(file, '.md'), meta, body: text.slice(match[0].length).trim() + '\n' };
}

/** Loads every article; returns rows for blog_article and blog_article_tag plus slug → id. */
export async function articleRows() {
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.md'));
  const parsed = await Promise.all(files.map(async (f) => parse(f, await readFile(new URL(f, DIR), 'utf8'))));
  for (const { meta } of parsed) if (meta.days === 'new-years-eve') meta.days = String(daysSinceNewYearsEve());
  parsed.sort((a, b) => Number(b.meta.days) - Number(a.meta.days) || a.slug.localeCompare(b.slug));
  const ids = new Map();
  const articles = [];
  const links = [];
  parsed.forEach(({ slug, meta, body }, i) => {
    const id = i + 1;
    ids.set(slug, id);
    const categoryId = CATEGORIES.indexOf(meta.category) + 1;
    if (!categoryId) throw new Error(`${slug}: unknown category ${meta.category}`);
    for (const tag of meta.tags.split(',').map((t) => t.trim())) {
      const tagId = TAGS.indexOf(tag) + 1;
      if (!tagId) throw new Error(`${slug}: unknown tag ${tag}`);
      links.push({ article_id: id, tag_id: tagId });
    }
    const type = Number(meta.type ?? 1);
    articles.push({
      id,
      article_title: meta.title,
      author_id: 1,
      category_id: categoryId,
      article_description: meta.description,
      article_content: body,
      article_cover: coverUrl(Number(meta.cover)),
      is_top: meta.top ? 1 : 2,
      order: meta.top ? Number(meta.top) : null,
      status: Number(meta.status ?? 1),
      type,
      origin_url: type === 1 ? null : meta.origin,
      view_times: Number(meta.views ?? 0),
      thumbs_up_times: Number(meta.likes ?? 0),
      reading_duration: Number(meta.minutes ?? 0) * 60_000,
      ...stamps(Number(meta.days), meta.clock ?? '21:30', meta.edited ? Number(meta.edited) : 0),
    });
  });
  return { articles, links, ids };
}
