import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { isKeepAlivePath } from './page-flags';
import { progressDone, progressStart, showProgressFromNowOn } from './progress-bar';

/**
 * Navigation side effects of spec §2: a progress bar while a route (and its
 * lazy chunk) loads (route-module.tsx drives that part), scroll to top after
 * navigation, except the kept-alive pages, which get back the scroll position
 * they had.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const savedScroll = useRef(new Map<string, number>());
  const currentPath = useRef(location.pathname);
  const firstLoad = useRef(true);

  // Remember the scroll offset of a kept-alive page continuously, because by
  // the time the next page renders the browser may already have clamped it.
  useEffect(() => {
    const onScroll = () => {
      if (isKeepAlivePath(currentPath.current)) savedScroll.current.set(currentPath.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const { pathname } = location;
    const changedPage = currentPath.current !== pathname;
    currentPath.current = pathname;
    if (isKeepAlivePath(pathname)) {
      if (changedPage) window.scrollTo(0, savedScroll.current.get(pathname) ?? 0);
    } else {
      window.scrollTo(0, 0);
    }
    // The first page load has nothing to show progress for (the bar would only
    // cost a forced layout while the page starts); later navigations that
    // needed no loading still show a brief bar.
    if (firstLoad.current) {
      firstLoad.current = false;
      showProgressFromNowOn();
      return;
    }
    document.documentElement.removeAttribute('data-prerendered');
    progressStart();
    const timer = window.setTimeout(progressDone, 80);
    return () => window.clearTimeout(timer);
  }, [location]);
}
