import { beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../worker/db/schema';
import { call, db } from './helpers';

let albumIds: Record<string, number> = {};

beforeAll(async () => {
  const albums = await db()
    .insert(photoAlbums)
    .values([
      { album_name: '旧相册', album_cover: '/img/old.png', description: '早年', createdAt: '2022-01-01 10:00:00' },
      { album_name: '新相册', album_cover: '/img/new.png', description: '最近', createdAt: '2024-05-01 10:00:00' },
      { album_name: '空相册', createdAt: '2023-03-01 10:00:00' },
    ])
    .returning()
    .all();
  albumIds = Object.fromEntries(albums.map((a) => [a.album_name, a.id]));
  await db()
    .insert(photos)
    .values([
      { album_id: albumIds['新相册']!, url: '/img/p1.png', createdAt: '2024-05-01 11:00:00' },
      { album_id: albumIds['新相册']!, url: '/img/p2.png', createdAt: '2024-05-03 11:00:00' },
      { album_id: albumIds['新相册']!, url: '/img/recycled.png', status: 2, createdAt: '2024-05-04 11:00:00' },
      { album_id: albumIds['新相册']!, url: '/img/p3.png', createdAt: '2024-05-02 11:00:00' },
      { album_id: albumIds['旧相册']!, url: '/img/other.png', createdAt: '2022-01-02 11:00:00' },
    ])
    .run();
});

describe('GET /api/photoAlbum/getAllAlbumList', () => {
  it('lists every album newest first with the contract fields', async () => {
    const res = await call('GET', '/api/photoAlbum/getAllAlbumList');
    expect(res.json.code).toBe(0);
    expect(res.json.result.map((a: any) => a.album_name)).toEqual(['新相册', '空相册', '旧相册']);
    expect(Object.keys(res.json.result[0]).sort()).toEqual(['album_cover', 'album_name', 'createdAt', 'description', 'id', 'updatedAt']);
    expect(res.json.result[0]).toMatchObject({ album_cover: '/img/new.png', description: '最近' });
  });
});

describe('GET /api/photo/getAllPhotosByAlbumId/:id', () => {
  it('lists the album photos that are not recycled, newest first', async () => {
    const res = await call('GET', `/api/photo/getAllPhotosByAlbumId/${albumIds['新相册']}`);
    expect(res.json.code).toBe(0);
    expect(res.json.result.map((p: any) => p.url)).toEqual(['/img/p2.png', '/img/p3.png', '/img/p1.png']);
    expect(res.json.result[0]).toMatchObject({ album_id: albumIds['新相册'], status: 1 });
  });

  it('answers an empty list for an empty or unknown album', async () => {
    expect((await call('GET', `/api/photo/getAllPhotosByAlbumId/${albumIds['空相册']}`)).json.result).toEqual([]);
    expect((await call('GET', '/api/photo/getAllPhotosByAlbumId/424242')).json).toMatchObject({ code: 0, result: [] });
  });

  it.each(['0', 'abc', '-1', '2.5', '12345678901'])('rejects album id %s with the photo code', async (id) => {
    const res = await call('GET', `/api/photo/getAllPhotosByAlbumId/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '100010', message: '相册id不合法' });
  });
});
