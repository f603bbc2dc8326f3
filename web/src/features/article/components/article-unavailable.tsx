import { Link } from '@/lib/router';

/**
 * Why the article is not shown. A missing or private article sends the reader on (home, the
 * archives); a request the network failed is not the link's fault, so it says so and offers to
 * try again where they are.
 */
export function ArticleUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="card article-main article-missing" role="alert">
      <p className="article-missing__title">{onRetry ? '网络连接失败' : message}</p>
      <p>{onRetry ? '文章没有加载出来，请检查网络后重试。' : '可能是链接有误，或者博主把它收起来了。'}</p>
      <div className="article-missing__ways">
        {onRetry ? (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            重试
          </button>
        ) : null}
        <Link to="/home" className={onRetry ? 'btn btn--ghost' : 'btn btn--primary'}>
          回到首页
        </Link>
        {onRetry ? null : (
          <Link to="/archives" className="btn btn--ghost">
            看看归档
          </Link>
        )}
      </div>
    </div>
  );
}
