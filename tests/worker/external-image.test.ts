/**
 * Pictures of other hosts (issue 32 item 2): copied into R2 once on first
 * view, the rows rewritten to the copy; a dead host is remembered and asked
 * again only later; an address no content shows is refused. The host is
 * outside the site: a fetch function plays it here (as the blog-v3 import's
 * tests do); the route is asked with a host that refuses connections.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { copyExternalImage } from '../../worker/services/image-variants/external';
import { addArticles } from './article-fixtures';
import { call, db, makeUser, uniqueIp } from './helpers';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41,
  0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49,
  0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

function host(answer: () => Response) {
  const asked: string[] = [];
  return { asked, fetch: async (url: string) => (asked.push(url), answer()) };
}

describe('copying an external picture on its first view', () => {
  it('stores it as the owner\'s file and rewrites every row that names it', async () => {
    const owner = await makeUser(1);
    const url = 'https://pics.test/a.png';
    const [article] = await addArticles([{ article_title: '外链图片', article_content: `前文 ![图](${url}) 后文 ![图](${url})`, article_cover: url }]);
    await env.DB.prepare('INSERT INTO blog_talk (id, user_id, content) VALUES (9101, ?, ?)').bind(owner.id, '说说').run();
    await env.DB.prepare('INSERT INTO blog_talk_photo (talk_id, url) VALUES (9101, ?)').bind(url).run();
    const pics = host(() => new Response(PNG, { headers: { 'Content-Type': 'image/png' } }));
    const key = await copyExternalImage(db(), env.BUCKET, url, pics.fetch);
    expect(key).toMatch(/^upload\/\d{4}-\d{2}\/[a-z]{16}\.png$/);
    const row = await env.DB.prepare('SELECT article_content, article_cover FROM blog_article WHERE id = ?').bind(article!.id).first<{ article_content: string; article_cover: string }>();
    expect(row).toEqual({ article_content: `前文 ![图](/img/${key}) 后文 ![图](/img/${key})`, article_cover: `/img/${key}` });
    expect(await env.DB.prepare('SELECT url FROM blog_talk_photo WHERE talk_id = 9101').first('url')).toBe(`/img/${key}`);
    expect(await env.DB.prepare('SELECT kind FROM stored_file WHERE key = ?').bind(key).first('kind')).toBe('upload');
    // asked again (a page rendered before the rewrite): the copy, and the host is not asked
    expect(await copyExternalImage(db(), env.BUCKET, url, pics.fetch)).toBe(key);
    expect(pics.asked).toEqual([url]);
  });

  it('remembers a host that answers something other than a picture, and asks it again only later', async () => {
    const url = 'https://pics.test/not-a-picture.png';
    await addArticles([{ article_title: '坏图', article_content: `![坏](${url})` }]);
    const pics = host(() => new Response('<html>gone</html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(await copyExternalImage(db(), env.BUCKET, url, pics.fetch)).toBeNull();
    expect(await copyExternalImage(db(), env.BUCKET, url, pics.fetch)).toBeNull();
    expect(pics.asked).toHaveLength(1);
    expect(await env.DB.prepare('SELECT key FROM external_image WHERE url = ?').bind(url).first('key')).toBeNull();
  });
});

describe('GET /api/image/external', () => {
  it('answers 404 (the page shows its placeholder) when the host does not answer', async () => {
    const url = 'http://127.0.0.1:9/refused.png';
    await addArticles([{ article_title: '主机已下线', article_content: `![下线](${url})` }]);
    const res = await call('GET', `/api/image/external?u=${encodeURIComponent(url)}`, { ip: uniqueIp() });
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses an address no content shows and one that is not http(s)', async () => {
    const notShown = await call('GET', `/api/image/external?u=${encodeURIComponent('https://pics.test/anything.png')}`, { ip: uniqueIp() });
    expect(notShown.json).toEqual({ code: '100006', message: '本站内容里没有这张图片' });
    for (const u of ['javascript:alert(1)', 'file:///etc/passwd', 'https://user:pw@pics.test/a.png', '']) {
      const bad = await call('GET', `/api/image/external?u=${encodeURIComponent(u)}`, { ip: uniqueIp() });
      expect(bad.json).toEqual({ code: '100006', message: '图片地址不合法' });
    }
    expect((await call('GET', '/api/image/external', { ip: uniqueIp() })).json.code).toBe('100006');
  });
});
