import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from '@/lib/router';

/** Shown inside the layout when a page fails to load (e.g. its chunk is gone after a deploy) or to render. */
function RouteError() {
  return (
    <div className="region-error region-error--page" role="alert">
      <p className="region-error__title">页面加载失败</p>
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

class PageBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[页面]', error, info.componentStack);
  }

  componentDidUpdate(prev: { pathname: string }) {
    // another page clears the error, as the data router's errorElement did
    if (this.state.failed && prev.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The pages' parent route: a page that fails shows the error inside the layout, and leaving it clears the error. */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PageBoundary pathname={pathname}>
      <Outlet />
    </PageBoundary>
  );
}
