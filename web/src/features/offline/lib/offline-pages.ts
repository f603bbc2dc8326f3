import { PAGES_CACHE, pageKey } from '@/sw/protocol';

/** Whether the service worker keeps a copy of this page (false where there are no caches). */
export async function isPageKept(href: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    const cache = await caches.open(PAGES_CACHE);
    return Boolean(await cache.match(pageKey(href, window.location.origin), { ignoreVary: true }));
  } catch {
    return false;
  }
}

export interface KeptPage {
  /** path and query, for a link */
  to: string;
  title: string;
}

const TITLE = /<title>([^<]*)<\/title>/;
const decode = (text: string) => new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;

/** The kept articles, newest first (the cache keeps them in the order they came), with their titles. */
export async function keptArticles(limit = 8): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(PAGES_CACHE);
  const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname === '/article').reverse().slice(0, limit);
  const pages = await Promise.all(
    keys.map(async (key) => {
      const html = (await (await cache.match(key))?.text()) ?? '';
      const url = new URL(key.url);
      const title = decode(TITLE.exec(html)?.[1] ?? '').split(' | ')[0]?.trim();
      return { to: `${url.pathname}${url.search}`, title: title || '文章' };
    }),
  );
  return pages;
}
