import NProgress from 'nprogress';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { isKeepAlivePath } from './page-flags';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });

/**
 * Navigation side effects of spec §2: a progress bar while a route (and its
 * lazy chunk) loads, scroll to top after navigation, except the kept-alive
 * pages, which get back the scroll position they had.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const savedScroll = useRef(new Map<string, number>());
  const currentPath = useRef(location.pathname);
  const firstLoad = useRef(true);

  useEffect(() => {
    if (navigation.state !== 'idle') NProgress.start();
    else NProgress.done();
  }, [navigation.state]);

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
      return;
    }
    document.documentElement.removeAttribute('data-prerendered');
    NProgress.start();
    const timer = window.setTimeout(() => NProgress.done(), 80);
    return () => window.clearTimeout(timer);
  }, [location]);
}
