/** The parts of a URL the router keeps: pathname, `?search` and `#hash` (each empty or with its sign). */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a link or navigation leads: a URL string or its parts (a part left out keeps the current pathname, or is empty). */
export type To = string | Partial<Path>;

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

function parsePath(url: string): Partial<Path> {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const rest = hashAt < 0 ? url : url.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt < 0 ? '' : rest.slice(searchAt);
  const pathname = searchAt < 0 ? rest : rest.slice(0, searchAt);
  return { ...(pathname ? { pathname } : {}), search, hash };
}

const withSign = (sign: '?' | '#', part = '') => (!part || part === sign ? '' : part.startsWith(sign) ? part : sign + part);

/**
 * `to` as a whole path seen from `fromPathname`. Every link of the site is
 * absolute or only a query (`?tab=held`, which keeps the pathname, as
 * useSearchParams writes it); a relative pathname resolves as an `<a href>`
 * would, against the current URL, not against a route tree.
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname ?? fromPathname;
  return {
    pathname: pathname.startsWith('/') ? pathname : new URL(pathname, `http://h${fromPathname}`).pathname,
    search: withSign('?', parts.search),
    hash: withSign('#', parts.hash),
  };
}
