import { AlbumGrid } from '@/features/gallery/components/album-grid';
import { RouteBanner } from '../layout/route-banner';

/** /photoAlbum */
export function Component() {
  return (
    <>
      <RouteBanner />
      <div className="page-container">
        <AlbumGrid />
      </div>
    </>
  );
}
