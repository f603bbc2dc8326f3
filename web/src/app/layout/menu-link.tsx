import type { ReactNode } from 'react';
import { Link, useLocation } from '@/lib/router';
import { isCurrentNav, type NavItem } from './nav-items';

/**
 * One entry of the main menu (header and phone drawer). It marks the reader's place with
 * `active` and aria-current, also on the pages that belong to it (nav-items.tsx `also`):
 * NavLink alone marked nothing on an album (/photos) or a board note (/message/detail).
 */
export function MenuLink({ item, className, onClick, children }: { item: NavItem; className: string; onClick?: () => void; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = isCurrentNav(item, pathname);
  return (
    <Link to={item.to} className={current ? `${className} active` : className} aria-current={current ? 'page' : undefined} title={item.label} onClick={onClick}>
      {children}
    </Link>
  );
}
