import { useSearchParams } from 'react-router';
import { useAlbums } from '@/features/gallery/api/gallery-api';
import { PhotoGrid } from '@/features/gallery/components/photo-grid';
import { RouteBanner } from '../layout/route-banner';

/** /photos?id=: the banner carries the album's name. */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
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
