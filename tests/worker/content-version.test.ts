import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, makeUser, uniqueIp } from './helpers';

// Whether a non-GET route moves the public edge cache's version is a flag in its own chain
// (http/edge-cache.ts keepsCache), not a guess from its path: reading the console must not
// empty every visitor's cache.
type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let reader: User;
let albumId: number;

const version = async () =>
  (await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>())?.value ?? 0;

/** Every list the owner's console reads with POST: our /api/admin lists and the contract's §7 ones. */
const consoleLists = (): [string, Record<string, unknown>][] => [
  ['/api/admin/links/list', {}],
  ['/api/admin/message/list', {}],
  ['/api/admin/comment/list', {}],
  ['/api/admin/resource/list', {}],
  ['/api/admin/music/songs', {}],
  ['/api/comment/backGetCommentList', {}],
  ['/api/user/getUserList', {}],
  ['/api/article/getArticleList', {}],
  ['/api/article/titleExist', { article_title: '没有这篇' }],
  ['/api/category/getCategoryList', {}],
  ['/api/tag/getTagList', {}],
  ['/api/talk/getTalkList', {}],
  ['/api/photoAlbum', {}],
  ['/api/photo/getPhotoListByAlbumId', { id: albumId }],
];

beforeAll(async () => {
  owner = await makeUser(1);
  reader = await makeUser(2);
  const album = await (await api({ token: owner.token }).photoAlbum.add.$post({ json: { album_name: '相册', album_cover: '/img/demo/cover.svg' } })).json();
  expect(album.code).toBe(0);
  albumId = (await call('POST', '/api/photoAlbum', { token: owner.token, body: {} })).json.result.list[0].id;
});

describe('content version', () => {
  it('stays put while the owner browses every console list', async () => {
    const before = await version();
    for (const [path, body] of consoleLists()) {
      const res = await call('POST', path, { token: owner.token, body, ip: uniqueIp() });
      expect([path, res.json.code]).toEqual([path, 0]);
    }
    expect(await version()).toBe(before);
  });

  it('stays put for log in and log out', async () => {
    const before = await version();
    const login = await (await api().user.login.$post({ json: { username: owner.username, password: owner.password } })).json();
    expect(login.code).toBe(0);
    expect((await (await api({ token: owner.token }).user.logout.$post()).json()).code).toBe(0);
    expect(await version()).toBe(before);
  });

  it('stays put when a reader is refused a console list', async () => {
    const before = await version();
    const res = await call('POST', '/api/admin/links/list', { token: reader.token, body: {} });
    expect(res.status).toBe(403);
    expect(await version()).toBe(before);
  });

  it('moves on with a real write, and not with a refused one', async () => {
    const before = await version();
    const bad = await (await api({ token: owner.token }).category.add.$post({ json: { category_name: '' } })).json();
    expect(bad.code).not.toBe(0);
    expect(await version()).toBe(before);
    const added = await (await api({ token: owner.token }).category.add.$post({ json: { category_name: '新分类' } })).json();
    expect(added.code).toBe(0);
    expect(await version()).toBe(before + 1);
  });
});
