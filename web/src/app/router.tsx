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
  Setup: () => import('./routes/setup-route'),
};

const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  ...Object.entries(routeMeta).map(([path, page]) => ({ path: path.slice(1), lazy: pageModules[page.name as PageName] })),
  { path: '*', lazy: () => import('./routes/not-found-route') },
];


/** Creating the router starts loading the current page's route module. */
export const createAppRouter = () =>
  createBrowserRouter([
    // the owner's console is never part of the blog's first load; it routes its own pages
    { path: '/admin/*', lazy: () => import('./routes/admin-route'), HydrateFallback: () => null },
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: () => null,
      // A pathless child carries the error element so failures render inside the layout.
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ]);
