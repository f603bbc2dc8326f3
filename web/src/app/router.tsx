import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { routeMeta, type PageName } from '@contract/page-routes';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './routes/route-error';

/** A route module: `app/routes/<page>-route.tsx` exporting the page as `Component`, loaded as its own chunk. */
type RouteModule = () => Promise<{ Component: ComponentType }>;

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
};

const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  ...Object.entries(routeMeta).map(([path, page]) => ({ path: path.slice(1), lazy: pageModules[page.name as PageName] })),
  { path: '*', lazy: () => import('./routes/not-found-route') },
];

/** The owner's console: its own shell, pages of features/admin as route modules. */
const adminPages: RouteObject[] = [
  { index: true, lazy: () => import('@/features/admin/pages/dashboard-page') },
  { path: 'articles', lazy: () => import('@/features/admin/pages/articles-page') },
  { path: 'articles/new', lazy: () => import('@/features/admin/pages/article-editor-page') },
  { path: 'articles/:id', lazy: () => import('@/features/admin/pages/article-editor-page') },
  { path: 'taxonomy', lazy: () => import('@/features/admin/pages/taxonomy-page') },
  { path: 'talks', lazy: () => import('@/features/admin/pages/talks-page') },
  { path: 'albums', lazy: () => import('@/features/admin/pages/albums-page') },
  { path: 'links', lazy: () => import('@/features/admin/pages/links-page') },
  { path: 'moderation', lazy: () => import('@/features/admin/pages/moderation-page') },
  { path: 'users', lazy: () => import('@/features/admin/pages/users-page') },
  { path: 'music', lazy: () => import('@/features/admin/pages/music-page') },
  { path: 'resources', lazy: () => import('@/features/admin/pages/resources-page') },
  { path: 'settings', lazy: () => import('@/features/admin/pages/settings-page') },
  { path: '*', lazy: () => import('./routes/admin-not-found-route') },
];

/** Creating the router starts loading the current page's route module. */
export const createAppRouter = () =>
  createBrowserRouter([
    // never part of the blog's first load
    { path: '/admin', lazy: () => import('./routes/admin-route'), HydrateFallback: () => null, children: adminPages },
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: () => null,
      // A pathless child carries the error element so failures render inside the layout.
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ]);
