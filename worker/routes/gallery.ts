/** Public albums and their photos (the /photoAlbum and /photo paths); the logic is services/gallery.ts. */
import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { albumIdParam } from '../../contract/gallery';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { listAlbumPhotos, listAlbums } from '../services/gallery';

export const photoAlbumRoutes = new Hono<AppEnv>().get('/getAllAlbumList', async (c) =>
  ok(c, await listAlbums(c.var.db), '获取相册列表成功'),
);

export const photoRoutes = new Hono<AppEnv>().get(
  '/getAllPhotosByAlbumId/:id',
  validate('param', albumIdParam, ErrorCode.photo),
  async (c) => ok(c, await listAlbumPhotos(c.var.db, c.req.valid('param').id), '获取相册图片成功'),
);
