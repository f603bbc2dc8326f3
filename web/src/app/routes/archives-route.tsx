import { ArchivesPage } from '@/features/blog/components/archives-page';
import { RouteBanner } from '../layout/route-banner';

/** /archives: the timeline under its route banner. */
export function Component() {
  return (
    <>
      <RouteBanner />
      <ArchivesPage />
    </>
  );
}
