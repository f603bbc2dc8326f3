import { useQuery } from '@/lib/query';
import type { AlbumItem, PhotoItem } from '@contract/gallery';
import { api } from '@/lib/api-client';

async function getResult<T>(path: string, signal: AbortSignal, fallback: string): Promise<T> {
  const res = await api.get<T>(path, { signal });
  if (res.code !== 0 || !('result' in res) || res.result === undefined) throw new Error(res.message || fallback);
  return res.result;
}

/** Every album, newest first; the photos page also reads its album's name from here. */
export function useAlbums() {
  return useQuery({
    queryKey: ['albums'],
    queryFn: ({ signal }) => getResult<AlbumItem[]>('/api/photoAlbum/getAllAlbumList', signal, '获取相册失败'),
    staleTime: 60_000,
  });
}

export function useAlbumPhotos(albumId: number) {
  return useQuery({
    queryKey: ['album-photos', albumId],
    queryFn: ({ signal }) => getResult<PhotoItem[]>(`/api/photo/getAllPhotosByAlbumId/${albumId}`, signal, '获取照片失败'),
    enabled: albumId > 0,
  });
}
