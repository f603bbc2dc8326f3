import { routeMeta } from '@contract/page-routes';

/** Declared keep-alive (contract/page-routes.ts): stays mounted, hidden, with its scroll position, when left. */
export function isKeepAlivePath(pathname: string): boolean {
  return routeMeta[pathname]?.keepAlive === true;
}

/** Every page has the site footer unless its declaration drops it (the chat room). */
export function hasFooter(pathname: string): boolean {
  return routeMeta[pathname]?.footer !== false;
}
