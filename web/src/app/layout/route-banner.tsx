import { useLocation } from '@/lib/router';
import { PageBanner } from '@/components/page-banner';
import { usePageHeaderImage } from '@/hooks/use-page-headers';
import { metaForPath } from '@contract/page-routes';

/** The banner of the current route: its page_header image with its title. */
export function RouteBanner({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const meta = metaForPath(pathname);
  const image = usePageHeaderImage(meta?.name);
  return <PageBanner title={title ?? meta?.title ?? ''} image={image} />;
}
