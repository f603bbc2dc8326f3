import { matchRoutes, Navigate, useRoutes, type RouteObject } from '@/lib/router';
import { routeMeta, type PageName } from '@contract/page-routes';
import { AppLayout } from './layout/app-layout';
import { loadRouteModule, RoutePage, type RouteModule } from './route-module';
import { PageErrorBoundary } from './routes/route-error';

/** The route module of each page declared in contract/page-routes.ts (path, title, keep-alive, footer, prerender). */
const pageModules: Record<PageName, RouteModule> = {
  Home: () => import('./routes/home-route'),
  Archives: () => import('./routes/archives-route'),
  Category: () => import('./routes/category-route'),
  Tag: () => import('./routes/tag-route'),
  Article: () => import('./routes/article-route'),
  ArticleList: () => import('./routes/article-list-route'),
  PhotoAlbum: () => import('./routes/photo-album-route'),
  Photos: () => import('./routes/photos-route'),
  Talk: () => import('./routes/talk-route'),
  LinkList: () => import('./routes/links-route'),
  Front: () => import('./routes/resource-route'),
  Back: () => import('./routes/resource-route'),
  SiteList: () => import('./routes/resource-route'),
  UserCenter: () => import('./routes/user-center-route'),
  MessageList: () => import('./routes/message-list-route'),
  PublishMessage: () => import('./routes/message-publish-route'),
  MessageDetail: () => import('./routes/message-detail-route'),
  MessageChat: () => import('./routes/chat-route'),
  Setup: () => import('./routes/setup-route'),
};

/** Each lazy route's module, so the first page's chunk can load before the first render. */
const routeModules = new Map<RouteObject, RouteModule>();

function lazyRoute(path: string, load: RouteModule): RouteObject {
  const route: RouteObject = { path, element: <RoutePage load={load} /> };
  routeModules.set(route, load);
  return route;
}

const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  ...Object.entries(routeMeta).map(([path, page]) => lazyRoute(path.slice(1), pageModules[page.name as PageName])),
  lazyRoute('*', () => import('./routes/not-found-route')),
];

/**
 * The app's routes for our router (lib/router; react-router cost every first
 * visit 10 KB). No page uses loaders or actions: route modules load through
 * route-module.tsx, and loadPageOf below loads the first page's before the
 * first render.
 */
const routes: RouteObject[] = [
  // the owner's console is never part of the blog's first load; it routes its own pages
  lazyRoute('/admin/*', () => import('./routes/admin-route')),
  {
    path: '/',
    element: <AppLayout />,
    // A pathless parent carries the error boundary so failures render inside the layout.
    children: [{ element: <PageErrorBoundary />, children: pages }],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the route module of the page at `pathname`, so the first render shows it at once (a failure shows on render). */
export async function loadPageOf(pathname: string): Promise<void> {
  const load = routeModules.get(matchRoutes(routes, pathname)?.at(-1)?.route as RouteObject);
  if (load) await loadRouteModule(load).catch(() => undefined);
}
