import { beforeAll, describe, expect, it } from 'vitest';
import { consoleWorld, type ConsoleWorld } from './admin-fixtures';
import { call, uniqueIp } from './helpers';

let w: ConsoleWorld;
const as = (method: string, path: string, body?: Record<string, unknown>) => call(method, path, { body, token: w.owner.token, ip: uniqueIp() });

beforeAll(async () => {
  w = await consoleWorld();
});

describe('categories and tags', () => {
  it('validates names and keeps them unique', async () => {
    expect((await as('POST', '/api/category/add', { category_name: '' })).json).toMatchObject({ code: '100004', message: '请输入分类名称' });
    expect((await as('POST', '/api/category/add', { category_name: 'x'.repeat(56) })).json.message).toBe('分类名称不能超过55个字符');
    expect((await as('POST', '/api/category/add', { category_name: '前端' })).json.message).toBe('分类名称已经存在');
    expect((await as('POST', '/api/tag/add', { tag_name: 'React' })).json).toMatchObject({ code: '100003', message: '标签名称已经存在' });
    expect((await as('POST', '/api/tag/delete', { tagIdList: [] })).json.message).toBe('请选择要操作的数据');
  });

  it('keeps a category that still has articles', async () => {
    expect((await as('POST', '/api/category/delete', { categoryIdList: [w.cats[0]!.id] })).json.message).toBe('该分类下还有文章，请先移走文章再删除');
    const list = await as('POST', '/api/category/getCategoryList', { category_name: '前' });
    expect(list.json.result.list).toEqual([expect.objectContaining({ name: '前端', articleCount: 2 })]);
  });
});

describe('talks', () => {
  it('validates and round-trips photos, visibility and the bin', async () => {
    expect((await as('POST', '/api/talk/publishTalk', { content: '' })).json).toMatchObject({ code: '100011', message: '请输入说说内容' });
    expect((await as('POST', '/api/talk/publishTalk', { content: 'x', talkImgList: ['https://x.example/a.png'] })).json.message).toBe('图片地址不合法，请先上传图片');
    const id = (await as('POST', '/api/talk/publishTalk', { content: '私密说说', status: 2, talkImgList: ['/img/demo/1.png', { url: '/img/demo/2.png' }] })).json.result.id;
    const priv = await as('POST', '/api/talk/getTalkList', { status: 2 });
    expect(priv.json.result.list).toEqual([expect.objectContaining({ id, talkImgList: ['/img/demo/1.png', '/img/demo/2.png'] })]);
    const pub = await call('POST', '/api/talk/blogGetTalkList', { body: { current: 1, size: 50 } });
    expect(pub.json.result.list.map((t: { id: number }) => t.id)).not.toContain(id);
    await as('DELETE', `/api/talk/deleteTalkById/${id}/2`);
    expect((await as('POST', '/api/talk/getTalkList', { status: 3 })).json.result.list.map((t: { id: number }) => t.id)).toContain(id);
    await as('DELETE', `/api/talk/deleteTalkById/${id}/3`);
    expect((await as('PUT', `/api/talk/revertTalk/${id}`)).json.message).toBe('说说不存在');
  });
});

describe('albums and photos', () => {
  it('validates albums and photos', async () => {
    expect((await as('POST', '/api/photoAlbum/add', { album_name: '', album_cover: '/img/a.png' })).json).toMatchObject({ code: '100009', message: '请输入相册名称' });
    expect((await as('POST', '/api/photoAlbum/add', { album_name: '新相册', album_cover: '' })).json.message).toBe('请上传相册封面');
    expect((await as('POST', '/api/photoAlbum/add', { album_name: '相册一', album_cover: '/img/a.png' })).json.message).toBe('相册名称已经存在');
    expect((await as('POST', '/api/photo/add', { photoList: [] })).json).toMatchObject({ code: '100010', message: '请上传至少一张照片' });
    expect((await as('POST', '/api/photo/add', { photoList: [{ album_id: 99999, url: '/img/a.png' }] })).json.message).toBe('相册不存在');
  });

  it('multi-adds photos, recycles, restores and deletes for good', async () => {
    const many = Array.from({ length: 3 }, (_, i) => ({ album_id: w.album1.id, url: `/img/demo/m${i}.png` }));
    await as('POST', '/api/photo/add', { photoList: many });
    const list = (await as('POST', '/api/photo/getPhotoListByAlbumId', { id: w.album1.id })).json.result;
    expect(list.total).toBe(4);
    const ids = list.list.slice(0, 2).map((p: { id: number }) => ({ id: p.id }));
    await as('PUT', '/api/photo/delete', { imgList: ids, type: 1 });
    expect((await as('POST', '/api/photo/getPhotoListByAlbumId', { id: w.album1.id, status: 2 })).json.result.total).toBe(2);
    await as('PUT', '/api/photo/delete', { imgList: ids, type: 2 });
    expect((await as('POST', '/api/photo/getPhotoListByAlbumId', { id: w.album1.id, status: 2 })).json.result.total).toBe(0);
  });
});
