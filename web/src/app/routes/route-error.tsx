import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown inside the layout when a page fails to load (e.g. its chunk is gone after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : '页面加载失败';
  return (
    <div className="region-error region-error--page" role="alert">
      <p className="region-error__title">{detail}</p>
      <p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          刷新页面
        </button>{' '}
        <Link to="/home" className="btn btn--ghost">
          回到首页
        </Link>
      </p>
    </div>
  );
}
