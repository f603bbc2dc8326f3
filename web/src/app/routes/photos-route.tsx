import { useQueryId } from '@/hooks/use-query-id';
import { useAlbums } from '@/features/gallery/api/gallery-api';
import { PhotoGrid } from '@/features/gallery/components/photo-grid';
import { RouteBanner } from '../layout/route-banner';

/** /photos?id=: the banner carries the album's name. */
export function Component() {
  const { id } = useQueryId();
  const album = useAlbums().data?.find((a) => a.id === id);
  return (
    <>
      <RouteBanner title={album?.album_name} />
      <div className="page-container">
        <PhotoGrid key={id} albumId={id} />
      </div>
    </>
  );
}
