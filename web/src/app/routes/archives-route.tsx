import { ArchivesPage } from '@/features/blog/pages/archives-page';
import { CategoryPage } from '@/features/blog/pages/category-page';
import { TagPage } from '@/features/blog/pages/tag-page';
import { RouteBanner } from '../layout/route-banner';

/** The browsing pages under their route banner; one chunk, since readers move between them. */
export function ArchivesRoute() {
  return (
    <>
      <RouteBanner />
      <ArchivesPage />
    </>
  );
}

export function CategoryRoute() {
  return (
    <>
      <RouteBanner />
      <CategoryPage />
    </>
  );
}

export function TagRoute() {
  return (
    <>
      <RouteBanner />
      <TagPage />
    </>
  );
}
