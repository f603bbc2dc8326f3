import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteBanner } from './layout/route-banner';
import { RouteError } from './routes/route-error';

const sectionPage = () => import('./routes/section-route');
const resourcePage = (kind: 'front' | 'back' | 'site') => import('./routes/resource-route').then((m) => m.routeFor(kind));

/** Routes of spec §2. Every page is a lazy module, so each one is its own chunk. */
const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', lazy: () => import('./routes/home-route') },
  { path: 'archives', lazy: () => import('./routes/reading-routes').then((m) => ({ Component: m.ArchivesRoute })) },
  { path: 'category', lazy: () => import('./routes/reading-routes').then((m) => ({ Component: m.CategoryRoute })) },
  { path: 'tag', lazy: () => import('./routes/reading-routes').then((m) => ({ Component: m.TagRoute })) },
  {
    path: 'article',
    lazy: async () => ({ Component: (await import('@/features/article/components/article-page')).ArticlePage }),
  },
  {
    path: 'articleList',
    lazy: async () => ({ Component: (await import('@/features/blog/pages/article-list-page')).ArticleListPage }),
  },
  { path: 'photoAlbum', lazy: () => import('./routes/photo-album-route') },
  { path: 'photos', lazy: () => import('./routes/photos-route') },
  { path: 'talk', lazy: () => import('./routes/talk-route') },
  { path: 'link/list', lazy: () => import('./routes/links-route') },
  { path: 'resources/front', lazy: () => resourcePage('front') },
  { path: 'resources/back', lazy: () => resourcePage('back') },
  { path: 'siteList', lazy: () => resourcePage('site') },
  {
    path: 'userCenter',
    lazy: async () => {
      const { UserCenterPage } = await import('@/features/auth/components/user-center-page');
      return {
        Component: () => (
          <>
            <RouteBanner />
            <UserCenterPage />
          </>
        ),
      };
    },
  },
  { path: 'message/list', lazy: () => import('./routes/message-list-route') },
  { path: 'message/publish', lazy: () => import('./routes/message-publish-route') },
  { path: 'message/detail', lazy: () => import('./routes/message-detail-route') },
  {
    path: 'message/chat',
    lazy: async () => ({ Component: (await import('@/features/chat/components/chat-page')).ChatPage }),
  },
  { path: '*', lazy: () => import('./routes/not-found-route') },
];

/** Creating the router starts loading the current page's route module. */
export const createAppRouter = () =>
  createBrowserRouter([
    // the owner's console has its own shell and is never part of the blog's first load
    { path: '/admin/*', lazy: () => import('@/features/admin/admin-route'), HydrateFallback: () => null },
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: () => null,
      // A pathless child carries the error element so failures render inside the layout.
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ]);
