/**
 * The site's pages (product-spec §2), each declared once: the SPA router
 * (web/src/app/router.tsx, which maps `name` to the page's route module) and
 * the worker's SEO head, prerendered banner, sitemap and 404s all read it.
 */
interface RouteMeta {
  /** route name: picks the page header banner (api-contract §3.5) and the route module */
  name: string;
  /** Chinese title: the banner, the document title and the SEO head */
  title: string;
}

interface PageDeclaration extends RouteMeta {
  /** stays mounted, with its scroll position, when the reader leaves (spec §2) */
  keepAlive?: true;
  /** the page fills the screen without the site footer */
  footer?: false;
  /** the same for everyone: the worker prerenders its route banner and lists it in the sitemap */
  prerender?: true;
  /**
   * Not for the sitemap (one page per reader or per id) but its banner is the same for everyone:
   * the worker draws that too, so the first paint does not wait for the app (issue 32). What
   * below it is per reader (the sign-in prompt, the note form) is left to the app. /articleList's
   * title and /message/detail's head come from what the address names (worker/seo/page-meta.ts).
   */
  banner?: true;
}

const PAGES = {
  '/home': { name: 'Home', title: '首页', keepAlive: true, prerender: true },
  '/archives': { name: 'Archives', title: '时间轴', prerender: true },
  '/category': { name: 'Category', title: '分类', prerender: true },
  '/tag': { name: 'Tag', title: '标签', prerender: true },
  '/article': { name: 'Article', title: '文章' },
  '/articleList': { name: 'ArticleList', title: '文章列表', banner: true },
  '/photoAlbum': { name: 'PhotoAlbum', title: '相册', prerender: true },
  '/photos': { name: 'Photos', title: '照片' },
  '/talk': { name: 'Talk', title: '说说', prerender: true },
  '/link/list': { name: 'LinkList', title: '友链', prerender: true },
  '/resources/front': { name: 'Front', title: '前端资源', prerender: true },
  '/resources/back': { name: 'Back', title: '后端资源', prerender: true },
  '/siteList': { name: 'SiteList', title: '网站导航', prerender: true },
  '/userCenter': { name: 'UserCenter', title: '个人中心', banner: true },
  '/message/list': { name: 'MessageList', title: '留言板', keepAlive: true, prerender: true },
  '/message/publish': { name: 'PublishMessage', title: '发布留言', banner: true },
  '/message/detail': { name: 'MessageDetail', title: '留言详情', banner: true },
  '/message/chat': { name: 'MessageChat', title: '聊天室', footer: false },
  // the first run only: while the site has no administrator every page leads here; after, a 404
  '/setup': { name: 'Setup', title: '站点初始化', footer: false },
} as const satisfies Record<string, PageDeclaration>;

/** A page's route name; the web router must have a route module for each. */
export type PageName = (typeof PAGES)[keyof typeof PAGES]['name'];

export const routeMeta: Readonly<Record<string, PageDeclaration>> = PAGES;

export function metaForPath(pathname: string): PageDeclaration | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeMeta[trimmed];
}

/** Pages that are the same for everyone and worth a crawler's visit (sitemap, prerendered route banner). */
export const PUBLIC_LIST_PAGES: string[] = Object.entries(routeMeta)
  .filter(([, page]) => page.prerender)
  .map(([path]) => path);

/** Pages whose route banner the worker draws: the sitemap's, and those only the banner of which is everyone's. */
export const BANNER_PAGES: string[] = Object.entries(routeMeta)
  .filter(([, page]) => page.prerender || page.banner)
  .map(([path]) => path);
