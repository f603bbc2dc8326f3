import { lazy, Suspense } from 'react';

const HomeSidebarColumn = lazy(() => import('./home-columns').then((m) => ({ default: m.HomeSidebarColumn })));

/** The home sidebar (home-sidebar-column.tsx), fetched with the article column once the hero is up: it starts below the first screen. */
export function HomeSidebar() {
  return (
    <Suspense fallback={null}>
      <HomeSidebarColumn />
    </Suspense>
  );
}
