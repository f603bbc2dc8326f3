import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addArticles } from './article-fixtures';
import { api, call, makeUser, uniqueIp } from './helpers';
import { eventually } from './server-timing-helpers';

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

const pngForm = () => {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01,
    0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);
  const form = new FormData();
  form.append('file', new File([png], 'a.png', { type: 'image/png' }));
  return form;
};

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
    // logout ends the token it is given: this login's, not the owner's the other tests use
    const token = (login as unknown as { result: { token: string } }).result.token;
    expect((await (await api({ token }).user.logout.$post()).json()).code).toBe(0);
    expect(await version()).toBe(before);
  });

  it('stays put when a reader is refused a console list', async () => {
    const before = await version();
    const res = await call('POST', '/api/admin/links/list', { token: reader.token, body: {} });
    expect(res.status).toBe(403);
    expect(await version()).toBe(before);
  });

  it('stays put for counters and private writes: likes (visitor and reader), article reads, an upload, a password, clearing the chat', async () => {
    const [article] = await addArticles([{ article_title: '计数的文章' }]);
    const before = await version();
    const visitor = { ip: uniqueIp() };
    const like = { type: 1, for_id: article!.id };
    const changer = await makeUser();
    const writes: [string, () => ReturnType<typeof call>][] = [
      ['visitor like', () => call('POST', '/api/like/addLike', { ...visitor, body: like })],
      ['visitor unlike', () => call('POST', '/api/like/cancelLike', { ...visitor, body: like })],
      ['reader like', () => call('POST', '/api/like/addLike', { token: reader.token, body: like })],
      ['reader unlike', () => call('POST', '/api/like/cancelLike', { token: reader.token, body: like })],
      ['read', () => call('GET', `/api/article/getArticleById/${article!.id}`)],
      ['reading time', () => call('PUT', `/api/article/addReadingDuration/${article!.id}/30`)],
      ['upload', () => call('POST', '/api/upload/img', { token: reader.token, body: pngForm(), ip: uniqueIp() })],
      ['chat cleared', () => call('POST', '/api/chat/delete', { token: owner.token })],
      ['password', () => call('PUT', '/api/user/updatePassword', { token: changer.token, body: { password: changer.password, password1: 'xyz789', password2: 'xyz789' } })],
    ];
    for (const [name, write] of writes) expect([name, (await write()).json.code]).toEqual([name, 0]);
    // the read's count lands just after its answer, and moves nothing either
    const views = () => env.DB.prepare('SELECT view_times FROM blog_article WHERE id = ?').bind(article!.id).first<number>('view_times');
    expect(await eventually(views, 1)).toBe(1);
    expect(await version()).toBe(before);
  });

  it('moves on with every change of content: a comment, a board message, a profile', async () => {
    const [article] = await addArticles([{ article_title: '评论的文章' }]);
    let expected = await version();
    const changes: [string, () => Promise<{ json: { code: unknown } }>][] = [
      ['comment', () => call('POST', '/api/comment/add', { token: reader.token, body: { type: 1, for_id: article!.id, content: '一条评论' } })],
      ['board message', () => call('POST', '/api/message/add', { body: { message: '留言内容', nick_name: '路人' }, ip: uniqueIp() })],
      ['profile', () => call('PUT', '/api/user/updateOwnUserInfo', { token: reader.token, body: { nick_name: '改了名字' } })],
    ];
    for (const [name, change] of changes) {
      expect([name, (await change()).json.code]).toEqual([name, 0]);
      expected += 1;
      expect([name, await version()]).toEqual([name, expected]);
    }
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
