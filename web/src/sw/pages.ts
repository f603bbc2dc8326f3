import { keep, fromCache, unredirected } from './cache-store';
import { API_CACHE, PAGES_CACHE, SHELL_CACHE_PREFIX, pageKey } from './protocol';

const BOOT_DATA = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/;

export const shellCache = () => `${SHELL_CACHE_PREFIX}${__SW_VERSION__}`;

/**
 * A page: the network first, always (a deploy's new shell is never hidden behind a copy); a copy
 * is kept for offline reading. Offline, the kept copy, or for a page never opened the bare shell:
 * the app starts and shows its 离线 state (features/offline).
 */
export async function page(request: Request, origin: string): Promise<Response> {
  const key = pageKey(request.url, origin);
  try {
    const res = await fetch(request);
    if (res.status === 200 && res.headers.get('Content-Type')?.includes('text/html')) void store(key, res.clone(), origin);
    return res;
  } catch (error) {
    const copy = (await fromCache(PAGES_CACHE, key)) ?? (await fromCache(shellCache(), __SW_SHELL_PAGE__));
    if (copy) return copy;
    throw error;
  }
}

/** Fetches a page the reader reached inside the app (no HTML came), to keep it for offline reading. */
export async function fetchAndKeep(href: string, origin: string): Promise<void> {
  const key = pageKey(href, origin);
  const res = await fetch(key, { credentials: 'omit' });
  if (res.status === 200 && res.headers.get('Content-Type')?.includes('text/html')) await store(key, res, origin);
}

/**
 * The page and the API answers it carries in its boot block (contract/boot-data.ts): pages carry
 * nothing per reader (worker/http/page-cache.ts), so those answers can serve the app offline even
 * for a signed-in reader, whose own API answers are never kept.
 */
async function store(key: string, res: Response, origin: string): Promise<void> {
  const page = await unredirected(res);
  const html = await page.clone().text();
  await keep(PAGES_CACHE, key, page);
  const block = BOOT_DATA.exec(html)?.[1];
  if (!block) return;
  let answers: unknown;
  try {
    answers = JSON.parse(block);
  } catch {
    return;
  }
  if (!answers || typeof answers !== 'object') return;
  for (const [path, answer] of Object.entries(answers)) {
    if (!path.startsWith('/api/')) continue;
    const body = new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    await keep(API_CACHE, new URL(path, origin).href, body);
  }
}
