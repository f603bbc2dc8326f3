import { CategoryPage } from '@/features/blog/components/category-page';
import { RouteBanner } from '../layout/route-banner';

/** /category */
export function Component() {
  return (
    <>
      <RouteBanner />
      <CategoryPage />
    </>
  );
}
