import { useRef, type ReactElement } from 'react';
import { useLocation, useOutlet } from '@/lib/router';
import { isKeepAlivePath } from './page-flags';

/**
 * Renders the matched page like <Outlet />, but pages listed in
 * pages declared keepAlive stay mounted (hidden) after the reader leaves, so their
 * state, loaded lists and DOM survive a round trip. Scroll is restored by
 * useNavigationEffects.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const cache = useRef(new Map<string, ReactElement>());

  const current = isKeepAlivePath(pathname);
  if (current && outlet) cache.current.set(pathname, outlet);

  return (
    <>
      {Array.from(cache.current, ([path, element]) => (
        <div key={path} className="keep-alive" hidden={path !== pathname}>
          {element}
        </div>
      ))}
      {current ? null : outlet}
    </>
  );
}
