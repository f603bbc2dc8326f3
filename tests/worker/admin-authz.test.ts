/**
 * Every console endpoint, three times: anonymous → 401, a normal user → 403
 * '普通用户仅限查看', the owner → code 0. The walk runs in table order, so the
 * destructive rows come last and act on fixtures nobody else needs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleWorld, songForm, type ConsoleWorld } from './admin-fixtures';
import { call, uniqueIp } from './helpers';

type Body = Record<string, unknown> | FormData;
type Row = [method: string, path: (w: ConsoleWorld) => string, body?: (w: ConsoleWorld) => Body];

const article = (w: ConsoleWorld, title: string) => ({
  article_title: title,
  article_content: '# 正文',
  category: { category_name: '新分类' },
  tagList: [{ id: w.tgs[0]!.id }, { tag_name: '新标签' }],
});

const endpoints: Row[] = [
  ['GET', () => '/api/admin/dashboard'],
  ['POST', () => '/api/article/getArticleList', () => ({ current: 1, size: 10 })],
  ['POST', () => '/api/article/titleExist', () => ({ article_title: '控制台文章一' })],
  ['POST', () => '/api/article/add', (w) => article(w, '授权测试新文章')],
  ['PUT', () => '/api/article/update', (w) => ({ ...article(w, '控制台文章一改'), id: w.a1.id })],
  ['PUT', (w) => `/api/article/updateTop/${w.a1.id}/1`],
  ['PUT', (w) => `/api/article/isPublic/${w.a1.id}/1`],
  ['PUT', (w) => `/api/article/revert/${w.a1.id}`],
  ['GET', (w) => `/api/admin/article/${w.a1.id}`],
  ['DELETE', (w) => `/api/article/delete/${w.a2.id}/3`],
  ['POST', () => '/api/category/getCategoryList', () => ({ current: 1, size: 10 })],
  ['POST', () => '/api/category/add', () => ({ category_name: '授权分类' })],
  ['PUT', () => '/api/category/update', (w) => ({ id: w.cats[1]!.id, category_name: '后端改' })],
  ['POST', () => '/api/category/delete', (w) => ({ categoryIdList: [w.cats[1]!.id] })],
  ['POST', () => '/api/tag/getTagList', () => ({ current: 1, size: 10 })],
  ['POST', () => '/api/tag/add', () => ({ tag_name: '授权标签' })],
  ['PUT', () => '/api/tag/update', (w) => ({ id: w.tgs[2]!.id, tag_name: '随笔改' })],
  ['POST', () => '/api/tag/delete', (w) => ({ tagIdList: [w.tgs[2]!.id] })],
  ['POST', () => '/api/talk/getTalkList', () => ({ current: 1, size: 10 })],
  ['POST', () => '/api/talk/publishTalk', () => ({ content: '新说说', talkImgList: [{ url: '/img/demo/t.png' }] })],
  ['PUT', () => '/api/talk/updateTalk', (w) => ({ id: w.t1.id, content: '说说一改' })],
  ['PUT', (w) => `/api/talk/togglePublic/${w.t1.id}/2`],
  ['PUT', (w) => `/api/talk/toggleTop/${w.t1.id}/1`],
  ['PUT', (w) => `/api/talk/revertTalk/${w.t1.id}`],
  ['DELETE', (w) => `/api/talk/deleteTalkById/${w.t2.id}/3`],
  ['POST', () => '/api/photoAlbum', () => ({ current: 1, size: 10 })],
  ['POST', () => '/api/photoAlbum/add', () => ({ album_name: '授权相册', album_cover: '/img/demo/c.png' })],
  ['PUT', () => '/api/photoAlbum/update', (w) => ({ id: w.album1.id, album_name: '相册一改', album_cover: '/img/demo/a.png' })],
  ['POST', () => '/api/photo/getPhotoListByAlbumId', (w) => ({ id: w.album1.id })],
  ['POST', () => '/api/photo/add', (w) => ({ photoList: [{ album_id: w.album1.id, url: '/img/demo/q.png' }] })],
  ['PUT', () => '/api/photo/delete', (w) => ({ imgList: [{ id: w.p1.id }], type: 1 })],
  ['PUT', () => '/api/photo/revert', (w) => ({ idList: [w.p1.id] })],
  ['DELETE', (w) => `/api/photoAlbum/delete/${w.album2.id}`],
  ['POST', () => '/api/admin/links/list', () => ({ status: 1 })],
  ['POST', () => '/api/links/backUpdate', (w) => ({ id: w.l1.id, site_name: '待审核改', site_desc: '描述', site_avatar: '/img/demo/l.png', url: 'https://a.example' })],
  ['PUT', () => '/api/links/approve', (w) => ({ idList: [w.l1.id] })],
  ['PUT', () => '/api/links/delete', (w) => ({ idList: [w.l2.id] })],
  ['POST', () => '/api/admin/message/list', () => ({})],
  ['PUT', () => '/api/message/backDelete', (w) => ({ idList: [w.m1.id] })],
  ['POST', () => '/api/comment/backGetCommentList', () => ({ current: 1, size: 10 })],
  ['POST', () => '/api/admin/comment/list', () => ({ content: '评论' })],
  ['DELETE', (w) => `/api/comment/backDelete/${w.c1.id}/0`],
  ['POST', () => '/api/admin/comment/delete', (w) => ({ idList: [w.c2.id] })],
  ['POST', () => '/api/chat/delete'],
  ['POST', () => '/api/config/update', () => ({ blog_name: '新名字', icp_number: '京ICP备00000000号' })],
  ['POST', () => '/api/pageHeader/addOrUpdate', () => ({ route_name: 'Talk', bg_url: '/img/demo/t.png' })],
  ['POST', () => '/api/pageHeader/delete', (w) => ({ id: w.h1.id })],
  ['POST', () => '/api/user/getUserList', () => ({ current: 1, size: 10 })],
  ['PUT', (w) => `/api/user/updateRole/${w.reader.id}/2`],
  ['PUT', () => '/api/user/adminUpdateUserInfo', (w) => ({ id: w.reader.id, nick_name: '改名' })],
  ['PUT', (w) => `/api/admin/user/disable/${w.reader.id}/0`],
  ['POST', () => '/api/admin/resource/list', () => ({ kind: 'front' })],
  ['POST', () => '/api/admin/resource/save', (w) => ({ id: w.r1.id, kind: 'front', name: 'MDN 文档', url: 'https://developer.mozilla.org' })],
  ['POST', () => '/api/admin/resource/delete', (w) => ({ idList: [w.r1.id] })],
  ['POST', () => '/api/admin/music/songs', () => ({})],
  ['POST', () => '/api/admin/music/upload', () => songForm()],
  ['PUT', () => '/api/admin/music/song', (w) => ({ id: w.s1.id, name: '歌一改', lyric: '[00:00.00]啦' })],
  ['GET', () => '/api/admin/music/playlists'],
  ['POST', () => '/api/admin/music/playlist', () => ({ name: '新歌单' })],
  ['PUT', (w) => `/api/admin/music/playlist/${w.pl1.id}/songs`, (w) => ({ songIds: [w.s2.id, w.s1.id] })],
  ['DELETE', (w) => `/api/admin/music/playlist/${w.pl2.id}`],
  ['DELETE', (w) => `/api/admin/music/song/${w.s2.id}`],
];

let w: ConsoleWorld;
beforeAll(async () => {
  w = await consoleWorld();
});

describe('every console endpoint checks role 1 on the server', () => {
  it.each(endpoints.map((row) => [`${row[0]} ${row[1].toString().replace(/^.*=> `?'?|`?'?\)?$/g, '')}`, row] as const))('%s', async (_, [method, path, body]) => {
    const url = path(w);
    const anon = await call(method, url, { body: body?.(w), ip: uniqueIp() });
    expect(anon.status, `${url} anonymous`).toBe(401);
    expect(anon.json.code).toBe('100016');
    const user = await call(method, url, { body: body?.(w), token: w.reader.token, ip: uniqueIp() });
    expect(user.status, `${url} reader`).toBe(403);
    expect(user.json).toMatchObject({ code: '100002', message: '普通用户仅限查看' });
    const owner = await call(method, url, { body: body?.(w), token: w.owner.token, ip: uniqueIp() });
    expect(owner.status, `${url} owner`).toBe(200);
    expect(owner.json, `${url} owner: ${owner.text}`).toMatchObject({ code: 0 });
  });
});
