import { useState } from 'react';
import { Link } from '@/lib/router';
import { EmptyState } from '@/components/empty-state';
import { Lightbox } from '@/components/lightbox/lightbox';
import { Picture } from '@/components/picture/picture';
import { pictureSrc } from '@/components/picture/picture-src';
import { useAlbumPhotos, useAlbums } from '../api/gallery-api';
import './gallery.css';

/** A cell: two columns on a phone, 220 px and up elsewhere (gallery.css). */
const PHOTO_SIZES = '(max-width: 640px) 50vw, 300px';
/** The first row is above the fold: never lazy. */
const EAGER_PHOTOS = 4;

/** /photos?id=: an album's photos in fixed frames; a click opens the viewer at that photo. */
export function PhotoGrid({ albumId }: { albumId: number }) {
  const { data: photos, isPending, isError, error } = useAlbumPhotos(albumId);
  // the photo list of a missing album is just empty: only the album list tells "missing" from "no photos yet"
  const albums = useAlbums();
  const missing = !(albumId > 0) || (albums.isSuccess && !albums.data.some((a) => a.id === albumId));
  const [open, setOpen] = useState<number | null>(null);
  const back = (
    <Link className="btn btn--ghost" to="/photoAlbum">
      ← 返回相册
    </Link>
  );

  // the count's row is there while the photos load, so the frames arrive where their stand-ins were
  // (without it the grid moved down a row as they came: CLS 0.027 on a phone, issue 32)
  const meta = (count: string) => (
    <div className="photo-grid__meta">
      <span>{count}</span>
      {back}
    </div>
  );

  if (missing) return <EmptyState title="相册不存在或已被删除">{back}</EmptyState>;
  if (isPending || albums.isPending)
    return (
      <>
        {meta('照片加载中…')}
        <div className="photo-grid" role="status" aria-busy="true" aria-label="加载中">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="skeleton photo-grid__frame" />
          ))}
        </div>
      </>
    );
  if (isError) return <EmptyState title="照片加载失败">{error.message}</EmptyState>;
  if (photos.length === 0) return <EmptyState title="这个相册还没有照片">{back}</EmptyState>;

  const urls = photos.map((p) => pictureSrc(p.url));
  return (
    <>
      {meta(`共 ${photos.length} 张照片`)}
      <ul className="photo-grid" aria-label="照片列表">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" className="photo-grid__frame" aria-label={`查看第 ${i + 1} 张照片`} onClick={() => setOpen(i)}>
              <Picture src={photo.url} sizes={PHOTO_SIZES} alt="" loading={i < EAGER_PHOTOS ? undefined : 'lazy'} decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={urls} index={open} onIndexChange={setOpen} />
    </>
  );
}
