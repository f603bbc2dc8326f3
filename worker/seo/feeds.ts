import { desc, eq } from 'drizzle-orm';
import { escapeHtml } from '../../contract/escape-html';
import { PUBLIC_LIST_PAGES } from '../../contract/page-routes';
import type { Db } from '../db/client';
import { articles, config, photoAlbums, talks } from '../db/schema';
import { isoFromChina } from './page-meta';
import { isPublished } from '../services/published';

const FEED_SIZE = 20;
const xml = (s: string) =>
  escapeHtml(s)
    // characters XML 1.0 forbids would make the whole feed invalid
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
const rfc822 = (stamp: string) => new Date(isoFromChina(stamp)).toUTCString();

/** RSS 2.0 of the latest public articles. */
export async function buildRss(db: Db, origin: string): Promise<string> {
  const [site, rows] = await db.batch([
    db.select().from(config).limit(1),
    db
      .select({
        id: articles.id,
        title: articles.article_title,
        description: articles.article_description,
        createdAt: articles.createdAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .where(isPublished)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(FEED_SIZE),
  ]);
  const blog = site[0];
  const name = blog?.blog_name || '小张的博客';
  const items = rows
    .map(
      (a) => `    <item>
      <title>${xml(a.title)}</title>
      <link>${origin}/article?id=${a.id}</link>
      <guid isPermaLink="true">${origin}/article?id=${a.id}</guid>
      <description>${xml(a.description)}</description>
      <pubDate>${rfc822(a.createdAt)}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(name)}</title>
    <link>${origin}/home</link>
    <description>${xml(blog?.personal_say || name)}</description>
    <language>zh-CN</language>
    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>
    ${rows[0] ? `<lastBuildDate>${rfc822(rows[0].updatedAt)}</lastBuildDate>` : ''}
${items}
  </channel>
</rss>
`;
}

/** Every public page: the list pages, each public article, talk and album. */
export async function buildSitemap(db: Db, origin: string): Promise<string> {
  const [arts, tks, albums] = await db.batch([
    db.select({ id: articles.id, updatedAt: articles.updatedAt }).from(articles).where(isPublished).orderBy(desc(articles.id)),
    db.select({ id: talks.id, updatedAt: talks.updatedAt }).from(talks).where(eq(talks.status, 1)).orderBy(desc(talks.id)),
    db.select({ id: photoAlbums.id, updatedAt: photoAlbums.updatedAt }).from(photoAlbums).orderBy(desc(photoAlbums.id)),
  ]);
  const entry = (loc: string, lastmod?: string) =>
    `  <url><loc>${xml(origin + loc)}</loc>${lastmod ? `<lastmod>${isoFromChina(lastmod)}</lastmod>` : ''}</url>`;
  const urls = [
    ...PUBLIC_LIST_PAGES.map((p) => entry(p)),
    ...arts.map((a) => entry(`/article?id=${a.id}`, a.updatedAt)),
    ...tks.map((t) => entry(`/talk?id=${t.id}`, t.updatedAt)),
    ...albums.map((a) => entry(`/photos?id=${a.id}`, a.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function buildRobots(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /userCenter
Disallow: /admin
Sitemap: ${origin}/sitemap.xml
`;
}
