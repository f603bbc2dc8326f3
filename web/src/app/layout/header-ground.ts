import { metaForPath } from '@contract/page-routes';

/**
 * Whether a page opens with a picture banner under the header. The header is
 * transparent with white text at the top of such pages; everywhere else (the
 * chat room fills the screen with its own light panel, unknown paths show the
 * 404 page) it must be solid from the start or its text is white on white.
 */
export function hasBanner(pathname: string): boolean {
  const page = metaForPath(pathname);
  return page !== undefined && page.name !== 'MessageChat';
}
