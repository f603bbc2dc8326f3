import { Link } from '@/lib/router';
import { EmptyState } from '@/components/empty-state';
import { Picture } from '@/components/picture/picture';
import { useAlbums } from '../api/gallery-api';
import './gallery.css';

/** A card: the full width on a phone, 260 px and up elsewhere (gallery.css). */
const ALBUM_SIZES = '(max-width: 640px) 100vw, 400px';

/** /photoAlbum: album covers in a grid, each opening its photos. */
export function AlbumGrid() {
  const { data: albums, isPending, isError, error } = useAlbums();
  if (isPending)
    return (
      <div className="album-grid" role="status" aria-busy="true" aria-label="加载中">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton album-card__frame" />
        ))}
      </div>
    );
  if (isError) return <EmptyState title="相册加载失败">{error.message}</EmptyState>;
  if (albums.length === 0) return <EmptyState title="还没有相册" />;
  return (
    <ul className="album-grid" aria-label="相册列表">
      {albums.map((album, i) => (
        <li key={album.id}>
          <Link className="album-card" to={`/photos?id=${album.id}`}>
            <div className="album-card__frame">
              {album.album_cover ? <Picture src={album.album_cover} sizes={ALBUM_SIZES} alt="" loading={i < 3 ? undefined : 'lazy'} decoding="async" /> : null}
            </div>
            <div className="album-card__info">
              <h2 className="album-card__name">{album.album_name}</h2>
              {album.description ? <p className="album-card__desc">{album.description}</p> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
