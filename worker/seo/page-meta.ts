import { eq, and } from 'drizzle-orm';
import type { ArticleFactsSource } from '../../contract/article-facts';
import { listBannerTitle, parseListQuery } from '../../contract/article-list-query';
import { clip as clipText } from '../../contract/clip';
import { BANNER_PAGES, metaForPath } from '../../contract/page-routes';
import type { Db } from '../db/client';
import { config, photoAlbums, talks } from '../db/schema';
import { positiveId } from './page-article';
import { dictionaryName, type PageEntities } from './page-entities';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  image?: string;
  type: 'website' | 'article';
  /** structured data for articles */
  jsonLd?: Record<string, unknown>;
  /** text the first paint carries before the app starts */
  heading?: string;
  summary?: string;
  /** the page opens with a banner (prerender.ts draws it): its size, the route whose header image it shows, or its own image */
  banner?: {
    size: 'hero' | 'page';
    routeName: string;
    image?: string;
    /** the class of the page's outer element in the app */
    pageClass?: string;
    /** an article's facts under its title, as the app shows them (article-facts-html.ts) */
    facts?: ArticleFactsSource;
  };
}

const clip = (s: string, n = 150) => clipText(s, n);

type SiteConfig = Pick<typeof config.$inferSelect, 'blog_name' | 'personal_say' | 'blog_avatar'>;

/**
 * What a crawler should read about a page: from the route table, or the entity a query names.
 * An article page's article, a note's page its note and a list's dictionary come read
 * (page-entities.ts), shared with the boot data.
 */
export async function pageMeta(db: Db, url: URL, siteConfig: Promise<SiteConfig | null>, shown: PageEntities): Promise<PageMeta> {
  const site = await siteConfig;
  const blogName = site?.blog_name || '小张的博客';
  const siteDescription = site?.personal_say || `${blogName}：记录技术、生活与随想。`;
  const route = metaForPath(url.pathname);
  if (/^\/admin(\/|$)/.test(url.pathname)) return { status: 200, title: `管理后台 | ${blogName}`, description: siteDescription, type: 'website' };
  if (!route) return { status: 404, title: `页面不存在 | ${blogName}`, description: siteDescription, type: 'website' };
  const base: PageMeta = { status: 200, title: `${route.title} | ${blogName}`, description: siteDescription, type: 'website', image: site?.blog_avatar };
  const id = positiveId(url.searchParams.get('id'));

  if (route.name === 'Home') {
    // the hero shows the blog's name; without a config row the app has none to show either
    return site?.blog_name ? { ...base, heading: site.blog_name, banner: { size: 'hero', routeName: 'Home' } } : base;
  }

  if (route.name === 'Article') {
    const a = await shown.article;
    if (!a) return { ...base, status: 404, title: `文章不存在 | ${blogName}` };
    const description = clip(a.article_description || a.article_content.replace(/[#>*`_\-[\]()!|]/g, ' ').replace(/\s+/g, ' ').trim());
    return {
      status: 200,
      type: 'article',
      title: `${a.article_title} | ${blogName}`,
      description,
      image: a.article_cover || site?.blog_avatar,
      heading: a.article_title,
      summary: description,
      banner: { size: 'page', routeName: 'Article', image: a.article_cover || undefined, pageClass: 'article-page', facts: a },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: a.article_title,
        description,
        image: a.article_cover ? absolute(url, a.article_cover) : undefined,
        datePublished: isoFromChina(a.createdAt),
        dateModified: isoFromChina(a.updatedAt),
        articleSection: a.categoryName ?? undefined,
        mainEntityOfPage: url.href,
        author: { '@type': 'Person', name: blogName },
      },
    };
  }
  if (route.name === 'Talk' && url.searchParams.has('id')) {
    const talk = id ? await db.select().from(talks).where(and(eq(talks.id, id), eq(talks.status, 1))).get() : undefined;
    if (!talk) return { ...base, status: 404, title: `说说不存在 | ${blogName}` };
    return {
      ...base,
      title: `${clip(talk.content, 30)} | 说说 | ${blogName}`,
      description: clip(talk.content),
      heading: route.title,
      summary: clip(talk.content),
      banner: { size: 'page', routeName: route.name },
    };
  }
  if (route.name === 'Photos') {
    const album = id ? await db.select().from(photoAlbums).where(eq(photoAlbums.id, id)).get() : undefined;
    if (!album) return { ...base, status: 404, title: `相册不存在 | ${blogName}` };
    return {
      ...base,
      title: `${album.album_name} | 相册 | ${blogName}`,
      description: album.description || base.description,
      image: album.album_cover || base.image,
      heading: album.album_name,
      summary: album.description,
      banner: { size: 'page', routeName: 'Photos' },
    };
  }
  const routeBanner = { size: 'page', routeName: route.name } as const;
  if (route.name === 'MessageDetail') {
    // the route's banner whether the note is there or not: the app draws it above its 不存在 too
    const note = await shown.note;
    if (!note) return { ...base, status: 404, title: `留言不存在 | ${blogName}`, heading: route.title, banner: routeBanner };
    return { ...base, title: `${clip(note.message, 30)} | 留言 | ${blogName}`, description: clip(note.message), heading: route.title, banner: routeBanner };
  }
  if (route.name === 'ArticleList') {
    // titled with the category or tag as the page is (features/blog/components/article-list-page.tsx)
    const { type, id, name } = parseListQuery(url.searchParams);
    return { ...base, heading: listBannerTitle(type, name || dictionaryName(await shown.dictionary, id), route.title), banner: routeBanner };
  }
  // the list pages, and the per-reader pages whose banner is everyone's, open with their route's banner (RouteBanner in the app)
  const path = url.pathname.replace(/\/+$/, '');
  if (BANNER_PAGES.includes(path)) return { ...base, heading: route.title, banner: routeBanner };
  return base;
}

export function absolute(url: URL, path: string): string {
  try {
    return new URL(path, url.origin).href;
  } catch {
    return url.origin;
  }
}

/** "YYYY-MM-DD HH:mm:ss" China time → ISO-8601 with offset. */
export function isoFromChina(stamp: string): string {
  return `${stamp.replace(' ', 'T')}+08:00`;
}
