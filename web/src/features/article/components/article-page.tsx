import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from '@/lib/router';
import { PageBanner } from '@/components/page-banner';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import { usePageHeaderImage } from '@/hooks/use-page-headers';
import { ApiError } from '@/lib/api-client';
import { ARTICLE_MISSING, useArticle, useArticleHtml } from '../api/article-api';
import { useReadingDuration } from '../hooks/use-reading-duration';
import { ArticleFacts } from './article-facts';
import { ArticleNeighbours } from './article-neighbours';
import { ArticleTags } from './article-tags';
import type { RewardCodes } from './article-actions';
import { ArticleToc } from './article-toc';
import { ArticleUnavailable } from './article-unavailable';
import { MarkdownView } from './markdown-view';
import { NearActions } from './near-actions';
// the body's look as CSS only (the body arrives rendered, md-editor-rt's script stays in the console), with the
// default reading theme alone: the one the worker's render wears; a reader's own comes with lib/reading-theme.ts
import 'md-editor-rt/lib/preview.css?themes=default';
import './article-page.css';
import './markdown-view.css';
import './article-tags.css';
import './article-toc.css';
import './article-neighbours.css';

// below the text or shown only once scrolled: neither holds up the article's first paint
const ArticleActions = lazy(() => import('./article-actions'));
const BackToTop = lazy(() => import('./back-to-top'));

const skeletonLines = (count: number) =>
  Array.from({ length: count }, (_, i) => <div key={i} className={`article-skeleton${i % 4 === 0 ? ' article-skeleton--heading' : ''}`} />);

function ArticleSkeleton() {
  return (
    <div className="card article-main" role="status" aria-busy="true" aria-label="正在加载文章">
      {skeletonLines(9)}
    </div>
  );
}

/** The rendered body, its skeleton while it comes, or, if the worker could not render it, the text as written. */
function ArticleBody({ html, pending, markdown }: { html: string | undefined; pending: boolean; markdown: string }) {
  if (html !== undefined) return <MarkdownView html={html} />;
  if (pending) {
    return (
      <div role="status" aria-busy="true" aria-label="正在加载正文">
        {skeletonLines(6)}
      </div>
    );
  }
  return (
    <div className="article-body-fallback">
      <p role="alert">正文排版加载失败，先显示原文。</p>
      <pre>{markdown}</pre>
    </div>
  );
}

/**
 * /article?id=: banner with the cover and facts, the body with its table of
 * contents, then tags and neighbours; the route puts the comments below them.
 */
/** `reading`: how many read it now (issue 31), composed in by the route. */
export function ArticlePage({ comments, reward, reading }: { comments: (articleId: number) => ReactNode; reward?: RewardCodes; reading?: ReactNode }) {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const { data, isPending, error, refetch } = useArticle(id);
  // the network failed the request (the API client had already tried it three times): not the link's fault
  const offline = error instanceof ApiError && error.status === 0;
  const article = data?.article;
  const body = useArticleHtml(id);
  const fallbackImage = usePageHeaderImage('Article');
  const [tocOpen, setTocOpen] = useState(false);
  const tocRef = useRef<HTMLDivElement>(null);
  const closeToc = useCallback(() => setTocOpen(false), []);
  // below 1080 px the contents are a sheet over the page: Escape or a tap elsewhere closes it
  useDismiss(tocRef, tocOpen, closeToc);

  useReadingDuration(id, Boolean(article));
  useEffect(() => {
    if (article) document.title = `${article.article_title} | ${document.title.split(' | ').pop()}`;
  }, [article]);
  useEffect(() => setTocOpen(false), [id]);

  const failure = !id ? ARTICLE_MISSING : !isPending && !article ? (data?.error ?? '文章加载失败') : '';

  return (
    <div className="article-page">
      <PageBanner
        title={article?.article_title ?? (failure ? '文章' : '\u00a0')}
        image={article ? article.article_cover || fallbackImage : fallbackImage}
        subtitle={article ? <ArticleFacts article={article} /> : null}
      />
      <div className="page-container article-layout">
        {failure ? (
          <ArticleUnavailable message={failure} onRetry={offline ? () => void refetch() : undefined} />
        ) : !article ? (
          <ArticleSkeleton />
        ) : (
          <>
            <div className="article-column">
              <article className="card article-main">
                {reading}
                <ArticleBody html={body.data?.html} pending={body.isPending} markdown={article.article_content} />
                <ArticleTags article={article} />
                <NearActions>
                  <ArticleActions id={article.id} title={article.article_title} likes={article.thumbs_up_times} reward={reward} />
                </NearActions>
                <aside className="article-copyright">
                  <p>
                    <strong>作者：</strong>
                    {article.authorName ?? '博主'}
                  </p>
                  {article.type !== 1 && article.origin_url ? (
                    <p>
                      <strong>原文：</strong>
                      <a href={article.origin_url} target="_blank" rel="noopener noreferrer nofollow">
                        {article.origin_url}
                      </a>
                    </p>
                  ) : (
                    <p>
                      <strong>版权：</strong>本文为原创内容，转载请注明出处。
                    </p>
                  )}
                </aside>
              </article>
              <ArticleNeighbours id={article.id} />
              {comments(article.id)}
            </div>
            {/* one layer (box-less, so the aside keeps its grid column): the phones' sheet and its button */}
            <div ref={tocRef} className="article-toc-layer">
              <aside className={`article-aside${tocOpen ? ' is-open' : ''}`}>
                <div className="card article-aside__panel">
                  <ArticleToc items={body.data?.toc ?? []} onPick={closeToc} />
                </div>
              </aside>
              <button
                type="button"
                className="article-toc-toggle"
                aria-label={tocOpen ? '关闭目录' : '打开目录'}
                aria-expanded={tocOpen}
                onClick={() => setTocOpen((v) => !v)}
              >
                {tocOpen ? <CloseIcon /> : <MenuIcon />}
              </button>
            </div>
            <Suspense fallback={null}>
              <BackToTop />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}
