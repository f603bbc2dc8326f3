import { useQuery } from '@/lib/query';
import type { ArticleDetail, ArticleHtml, RecommendResult } from '@contract/article';
import { BOOT_PATHS } from '@contract/boot-data';
import { ErrorCode, type Envelope } from '@contract/envelope';
import { api, isOk } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';
import { useSession } from '@/lib/session-store';

export type ArticleLoad = { article: ArticleDetail; error?: undefined } | { article?: undefined; error: string };

/** The article, or the server's reason it cannot be read (code 100005: missing or private). */
export function useArticle(id: number) {
  // An administrator may read private articles, so the answer depends on who asks.
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['article', id, Boolean(token)],
    queryFn: async ({ signal }): Promise<ArticleLoad> => loadOf(await api.get<ArticleDetail>(BOOT_PATHS.article(id), { signal })),
    // A page the worker served carries the (public) article, so it renders at
    // once; stale from the start, so the request that counts the read is
    // still made, in the background.
    initialData: id > 0 ? bootInitialData(BOOT_PATHS.article(id), loadOf) : undefined,
    initialDataUpdatedAt: 0,
    enabled: id > 0,
    staleTime: 30_000,
  });
}

/**
 * The article's body as the worker rendered it (sanitised HTML, code
 * highlighted, and its table of contents): the page shows it as it is, with
 * no markdown library in the browser. An article page the worker served
 * carries it in its boot data; inside the app it is one cached request.
 */
export function useArticleHtml(id: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['article', id, 'html', Boolean(token)],
    queryFn: async ({ signal }): Promise<ArticleHtml | null> => htmlOf(await api.get<ArticleHtml>(BOOT_PATHS.articleHtml(id), { signal, silent: true })),
    initialData: id > 0 ? bootInitialData(BOOT_PATHS.articleHtml(id), htmlOf) : undefined,
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });
}

const htmlOf = (res: Envelope<ArticleHtml>): ArticleHtml | null => (isOk(res) && res.result ? res.result : null);

/** What a reader sees for a missing, deleted or private article: not a server fault (its message is "查询文章详情失败"). */
export const ARTICLE_MISSING = '文章不存在或已被删除';

function loadOf(res: Envelope<ArticleDetail>): ArticleLoad {
  if (isOk(res) && res.result) return { article: res.result };
  // 100005 is the article domain's "not found or not public"; anything else (a 500, a refusal) keeps its own message
  return { error: res.code === ErrorCode.article ? ARTICLE_MISSING : res.message || ARTICLE_MISSING };
}

export function useRecommend(id: number) {
  return useQuery({
    queryKey: ['article', id, 'recommend'],
    queryFn: async ({ signal }) => {
      const res = await api.get<RecommendResult>(`/api/article/getRecommendArticleById/${id}`, { signal });
      return isOk(res) && res.result ? res.result : null;
    },
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });
}

const readingDurationPath = (id: number, ms: number) => `/api/article/addReadingDuration/${id}/${Math.round(ms)}`;

/**
 * Reports time spent on the article, silently: the reader never hears about
 * it. When the tab is closing a normal fetch would be cancelled, so that case
 * uses keepalive (the API client has none).
 */
export function reportReadingDuration(id: number, ms: number, closing = false): void {
  const path = readingDurationPath(id, ms);
  if (!closing) {
    void api.put(path, undefined, { silent: true }).catch(() => undefined);
    return;
  }
  const token = useSession.getState().token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = token;
  void fetch(path, { method: 'PUT', body: '{}', headers, keepalive: true, credentials: 'include' }).catch(() => undefined);
}
