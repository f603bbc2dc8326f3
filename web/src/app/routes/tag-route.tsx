import { TagPage } from '@/features/blog/components/tag-page';
import { RouteBanner } from '../layout/route-banner';

/** /tag */
export function Component() {
  return (
    <>
      <RouteBanner />
      <TagPage />
    </>
  );
}
