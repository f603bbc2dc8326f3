import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from '@/lib/router';
import { MenuIcon } from '@/components/icons';
import { useBlogConfig } from '@/features/blog/api/get-config';
import { PreferencesPanel } from '@/features/preferences/components/preferences-panel';
import { SearchButton, SearchHost } from '@/features/search/components/search-button';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { hasBanner } from './header-ground';
import { LazyNotifyBell, LazyNotifyHost } from './lazy-notify';
import { MenuLink } from './menu-link';
import { desktopNavItems } from './nav-items';
import { useHeaderScroll } from './use-header-scroll';
import { UserMenu } from './user-menu';

// the phone menu is fetched the first time it is opened: most visits never open it
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function SiteHeader() {
  const { hidden, transparent: atTop, atEnd, resting } = useHeaderScroll();
  const { pathname } = useLocation();
  // white text is only readable over a banner: a page without one gets the solid header from the start
  const transparent = atTop && hasBanner(pathname);
  const { data: config } = useBlogConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const blogName = config?.blog_name ?? '';

  const classes = ['site-header', hidden && !drawerOpen && 'site-header--hidden', transparent && 'site-header--transparent'];

  // the floating controls follow the header: on a tablet or phone they stood over the text being read
  // (floating-controls.css); at the very end, over the footer's spare room, back to top is wanted and covers nothing
  const scrollingDown = hidden && !drawerOpen && !atEnd;
  // and mid-page, once the reader has stopped to read (2.5 s), until the next scroll up
  const readingAtRest = resting && !drawerOpen;
  useEffect(() => {
    document.documentElement.classList.toggle('page-scrolling-down', scrollingDown);
  }, [scrollingDown]);
  useEffect(() => {
    document.documentElement.classList.toggle('page-reading-at-rest', readingAtRest);
  }, [readingAtRest]);

  return (
    <>
      <div className={classes.filter(Boolean).join(' ')}>
        <div className="site-header__inner">
          <Link to="/home" className="site-header__brand">
            {blogName}
          </Link>
          <nav className="site-header__nav" aria-label="主菜单">
            {desktopNavItems.map((item) => (
              <MenuLink key={item.to} item={item} className="nav-link">
                {item.icon}
                <span>{item.label}</span>
              </MenuLink>
            ))}
          </nav>
          <div className="site-header__actions">
            <SearchButton />
            <PreferencesPanel />
            <ThemeToggle />
            <LazyNotifyBell />
            <div className="site-header__user">
              <UserMenu />
            </div>
            <button
              type="button"
              className="icon-btn site-header__menu-btn"
              aria-label="打开菜单"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} blogName={blogName} />
        </Suspense>
      ) : null}
      <SearchHost />
      <LazyNotifyHost />
    </>
  );
}
