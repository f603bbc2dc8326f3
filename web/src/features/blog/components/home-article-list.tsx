import { lazy, Suspense } from 'react';

const HomeArticleColumn = lazy(() => import('./home-columns').then((m) => ({ default: m.HomeArticleColumn })));

/** The home column (home-article-column.tsx), fetched with the sidebar once the hero is up: it starts below the first screen. */
export function HomeArticleList() {
  return (
    <Suspense fallback={null}>
      <HomeArticleColumn />
    </Suspense>
  );
}
