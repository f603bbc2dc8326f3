/**
 * The site's pages (product-spec §2): path → route name (picks the page
 * header banner, api-contract §3.5) and Chinese title. The SPA router and the
 * worker's SEO head both read this, so a page is declared once.
 */
export interface RouteMeta {
  name: string;
  title: string;
}

export const routeMeta: Record<string, RouteMeta> = {
  '/home': { name: 'Home', title: '首页' },
  '/archives': { name: 'Archives', title: '时间轴' },
  '/category': { name: 'Category', title: '分类' },
  '/tag': { name: 'Tag', title: '标签' },
  '/article': { name: 'Article', title: '文章' },
  '/articleList': { name: 'ArticleList', title: '文章列表' },
  '/photoAlbum': { name: 'PhotoAlbum', title: '相册' },
  '/photos': { name: 'Photos', title: '照片' },
  '/talk': { name: 'Talk', title: '说说' },
  '/link/list': { name: 'LinkList', title: '友链' },
  '/resources/front': { name: 'Front', title: '前端资源' },
  '/resources/back': { name: 'Back', title: '后端资源' },
  '/siteList': { name: 'SiteList', title: '网站导航' },
  '/userCenter': { name: 'UserCenter', title: '个人中心' },
  '/message/list': { name: 'MessageList', title: '留言板' },
  '/message/publish': { name: 'PublishMessage', title: '发布留言' },
  '/message/detail': { name: 'MessageDetail', title: '留言详情' },
  '/message/chat': { name: 'MessageChat', title: '聊天室' },
};

export function metaForPath(pathname: string): RouteMeta | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeMeta[trimmed];
}

/** Pages that are the same for everyone and worth a crawler's visit (sitemap). */
export const PUBLIC_LIST_PAGES = ['/home', '/archives', '/category', '/tag', '/talk', '/photoAlbum', '/link/list', '/message/list', '/resources/front', '/resources/back', '/siteList'];
