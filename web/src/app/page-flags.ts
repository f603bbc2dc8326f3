/** Route names and titles live in contract/page-routes.ts (the worker's SEO head reads them too). */
export { metaForPath, routeMeta, type RouteMeta } from '@contract/page-routes';

/** Pages kept mounted when left, with their scroll position (spec §2). */
export const KEEP_ALIVE_PATHS = ['/home', '/message/list'] as const;

export function isKeepAlivePath(pathname: string): boolean {
  return (KEEP_ALIVE_PATHS as readonly string[]).includes(pathname);
}

export const FOOTERLESS_PATHS = ['/message/chat'];
