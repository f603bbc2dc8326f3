import { describe, expect, it } from 'vitest';
import { articles, categories, config, pageHeaders, tags } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

describe('config', () => {
  it('answers the tip code 100 while the blog is not configured', async () => {
    expect((await call('GET', '/api/config')).json).toEqual({ code: 100, message: '请去博客后台完善博客信息' });
    expect((await call('PUT', '/api/config/addView', { ip: uniqueIp() })).json).toEqual({ code: 100, message: '请先初始化网站信息' });
  });

  it('returns the config row with every contract field, and counts views', async () => {
    await db().insert(config).values({ blog_name: '测试博客', icp_number: '京ICP备1号', view_time: 5 }).run();
    const before = await call('GET', '/api/config');
    expect(before.json.code).toBe(0);
    for (const field of ['blog_name', 'blog_avatar', 'avatar_bg', 'personal_say', 'blog_notice', 'qq_link', 'we_chat_link', 'github_link', 'git_ee_link', 'bilibili_link', 'qq_group', 'we_chat_group', 'we_chat_pay', 'ali_pay', 'view_time', 'createdAt', 'updatedAt']) {
      expect(before.json.result).toHaveProperty(field);
    }
    expect(before.json.result.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const add = await call('PUT', '/api/config/addView', { ip: uniqueIp() });
    expect(add.json).toEqual({ code: 0, message: '添加成功', result: '添加成功' });
    expect((await call('GET', '/api/config')).json.result.view_time).toBe(6);
  });

  it('also answers /api/config/ with a trailing slash', async () => {
    expect((await call('GET', '/api/config/')).status).toBe(200);
  });
});

describe('GET /api/pageHeader/getAll', () => {
  it('lists id, route_name and bg_url only', async () => {
    await db().insert(pageHeaders).values({ route_name: 'Home', bg_url: '/img/demo/home.svg' }).run();
    const res = await call('GET', '/api/pageHeader/getAll');
    expect(res.json.code).toBe(0);
    expect(res.json.result).toContainEqual({ id: expect.any(Number), route_name: 'Home', bg_url: '/img/demo/home.svg' });
    expect(Object.keys(res.json.result[0]).sort()).toEqual(['bg_url', 'id', 'route_name']);
  });
});

describe('GET /api/statistic', () => {
  it('counts public articles, tags, categories and users', async () => {
    await makeUser();
    await db().insert(categories).values([{ category_name: '前端' }, { category_name: '后端' }]).run();
    await db().insert(tags).values([{ tag_name: 'React' }]).run();
    await db()
      .insert(articles)
      .values([
        { article_title: '公开', status: 1 },
        { article_title: '私密', status: 2 },
        { article_title: '回收', status: 3 },
      ])
      .run();
    const res = await call('GET', '/api/statistic');
    expect(res.json.code).toBe(0);
    expect(res.json.result).toMatchObject({ articleCount: 1, tagCount: 1, categoryCount: 2 });
    expect(res.json.result.userCount).toBeGreaterThanOrEqual(1);
  });
});

describe('unknown routes', () => {
  it('answers 404 with the envelope', async () => {
    const res = await call('GET', '/api/nope/nothing');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: '404', message: '接口没有找到' });
  });
});
