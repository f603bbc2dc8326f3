/** Photo album and photo shapes, api-contract §3.10. */
import { z } from 'zod';
import { idField } from './paging';

export interface AlbumItem {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface PhotoItem {
  id: number;
  album_id: number;
  url: string;
  status: number;
  createdAt: string;
  updatedAt: string;
}

export const albumIdParam = z.object({ id: idField('相册id不合法') });
