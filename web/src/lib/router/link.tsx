import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useLocation, useNavigate } from './hooks';
import { createPath, resolveTo, type To } from './path';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: To;
  /** replace the current entry; by default only a link to the page already on screen does */
  replace?: boolean;
  state?: unknown;
};

/** A URL with a scheme, or protocol-relative: left to the browser. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A click the reader meant for this tab: the main button, no key that asks for a new tab, window or download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download') &&
    new URL(anchor.href).origin === window.location.origin
  );
}

/**
 * A real `<a href>` (open in a new tab, copy the address, crawlers): a plain
 * click navigates in the app instead of loading the page, so the layout and
 * its music player stay; every other click is the browser's.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = external ? null : resolveTo(to, location.pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!path || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} href={path ? createPath(path) : (to as string)} onClick={handleClick} />;
}

/** A Link that knows it leads to the current page (or, without `end`, to one below it): class `active` and aria-current="page". */
export function NavLink({ end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const target = resolveTo(rest.to, pathname).pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const active = here === target || (!end && here.startsWith(target) && here.charAt(target.length) === '/');
  return <Link {...rest} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined} />;
}
