/**
 * Importing the original blog's dump (tests/fixtures/blog-v3-dump.sql) into a site that has its
 * owner: ids kept, the dump's administrator mapped to the owner, references rewritten, the old
 * readers' bcrypt passwords working once and then replaced, a second run changing nothing.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, uniqueIp } from './helpers';
import { contentVersion, FIXTURE_DUMP, OLD_READER, rowOf, runImportTool, snapshot } from './import-blog-v3-helpers';

let owner: Awaited<ReturnType<typeof makeUser>>;
let summary: any;
let versionBefore = 0;

describe('before the site has an owner', () => {
  it('refuses and writes nothing', async () => {
    const before = await snapshot();
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.status).toBe(422);
    expect(res.text).toContain('nothing was imported');
    expect(res.text).toContain('no owner yet');
    expect(await snapshot()).toEqual(before);
  });
});

describe('importing into a site with an owner', () => {
  beforeAll(async () => {
    owner = await makeUser(1);
    versionBefore = await contentVersion();
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.status, res.text).toBe(200);
    summary = res.summary;
  });

  it('reports what it read, wrote, matched and skipped, and why', () => {
    expect(summary.written).toBe(true);
    expect(summary.owner).toEqual({ sourceId: 1, username: 'admin', targetId: owner.id });
    expect(summary.tables.blog_user).toEqual({ read: 3, imported: 2, matched: 1, already: 0, skipped: 0 });
    expect(summary.tables.blog_article).toMatchObject({ read: 4, imported: 4, skipped: 0 });
    expect(summary.tables.blog_comment).toMatchObject({ read: 6, imported: 5, skipped: 1 });
    expect(summary.tables.blog_like).toMatchObject({ read: 7, imported: 5, skipped: 2 });
    expect(summary.skipped).toEqual(
      expect.arrayContaining([
        { table: 'blog_article_tag', id: 6, reason: 'article 99 was not imported' },
        { table: 'blog_comment', id: 105, reason: 'its article 404 was not imported' },
        { table: 'blog_like', id: 205, reason: 'the same user (or IP) already likes it' },
        { table: 'blog_like', id: 206, reason: 'its user 44 was not imported' },
        { table: 'blog_notify', id: 303, reason: 'its user 55 was not imported' },
      ]),
    );
    expect(summary.ignoredTables).toEqual({ SequelizeMeta: 1 });
    expect(summary.notes.join('\n')).toContain('blog_chat: 2 row(s) not imported');
    // a fresh site: every id was free, so every row kept its own
    expect(summary.remapped).toEqual({});
  });

  it('keeps the old article ids, so old links work, with the owner as author and tags and category attached', async () => {
    const res = await call('GET', '/api/article/getArticleById/12');
    expect(res.json.code).toBe(0);
    expect(res.json.result).toMatchObject({
      id: 12,
      article_title: 'Vue3 组合式 API 入门',
      author_id: owner.id,
      authorName: owner.nick_name,
      categoryName: '前端',
      view_times: 321,
      thumbs_up_times: 2,
      reading_duration: 1800000,
      is_top: 1,
      createdAt: '2022-03-05 21:00:00',
      // the original's default cover starts with a tab
      article_cover: 'https://img.old-blog.example/covers/vue3.png',
    });
    expect(res.json.result.tagNameList.sort()).toEqual(['Node.js', 'Vue']);
    // quotes, backslashes and line breaks of the MySQL literal survive
    expect(res.json.result.article_content).toContain("const path = 'C:\\\\Users\\\\blog\\\\vue';\nconsole.log(\"it's \" + path);");
    const reprint = await call('GET', '/api/article/getArticleById/15');
    expect(reprint.json.result).toMatchObject({ type: 2, origin_url: 'https://dev.mysql.com/doc/refman/8.0/en/mysql-indexes.html', categoryName: '后端' });
    expect(reprint.json.result.article_content).toContain('## 为什么需要索引 🚀\n\nB+ 树');
    expect(reprint.json.result.article_content).toContain("LIKE '张%'");
  });

  it('lists the imported articles under their tags and categories', async () => {
    const node = await rowOf<{ id: number }>("SELECT id FROM blog_tag WHERE tag_name = 'Node.js'");
    const byTag = await call('POST', '/api/article/getArticleListByTagId', { body: { id: node!.id, current: 1, size: 10 } });
    expect(byTag.json.result.list.map((a: { id: number }) => a.id)).toEqual([15, 12]);
    const byCategory = await call('POST', '/api/article/getArticleListByCategoryId', { body: { id: 1, current: 1, size: 10 } });
    expect(byCategory.json.result.list.map((a: { id: number }) => a.id)).toEqual([12]);
  });

  it('keeps private and recycled articles out of public lists', async () => {
    expect(await rowOf('SELECT status FROM blog_article WHERE id = 20')).toEqual({ status: 2 });
    expect(await rowOf('SELECT status FROM blog_article WHERE id = 36')).toEqual({ status: 3 });
    const home = await call('GET', '/api/article/blogHomeGetArticleList/1/10');
    expect(home.json.result.list.map((a: { id: number }) => a.id).sort()).toEqual([12, 15]);
  });

  it('finds imported public articles through search, and not the private one', async () => {
    const hits = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent('组合式')}`);
    expect(hits.json.result.map((h: { id: number }) => h.id)).toEqual([12]);
    const index = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent('索引')}`);
    expect(index.json.result.map((h: { id: number }) => h.id)).toEqual([15]);
    const privateOne = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent('碎碎念')}`);
    expect(privateOne.json.result).toEqual([]);
  });

  it('brings comments with their reply chain, pointing at the imported accounts', async () => {
    const top = await call('POST', '/api/comment/frontGetParentComment', { body: { type: 1, for_id: 12, current: 1, size: 5 } });
    expect(top.json.result.list.map((c: { id: number }) => c.id)).toEqual([100]);
    expect(top.json.result.list[0]).toMatchObject({ from_id: 3, from_name: '林木', thumbs_up: 1 });
    const replies = await call('POST', '/api/comment/frontGetChildrenComment', { body: { type: 1, for_id: 12, parent_id: 100, current: 1, size: 5 } });
    const chain = replies.json.result.list.map((c: { id: number; from_id: number; to_id: number; content: string }) => [c.id, c.from_id, c.to_id, c.content]);
    expect(chain.sort()).toEqual([
      [101, owner.id, 3, '谢谢支持 \\(^o^)/'],
      [102, 7, owner.id, '我也学到了，"组合式" 真好用 😄'],
    ]);
    expect(await rowOf('SELECT type, for_id FROM blog_comment WHERE id = 103')).toEqual({ type: 2, for_id: 5 });
    expect(await rowOf('SELECT type, for_id, from_id FROM blog_comment WHERE id = 104')).toEqual({ type: 3, for_id: 30, from_id: owner.id });
  });

  it('brings likes by user and by IP, and their counts', async () => {
    const likes = (await env.DB.prepare('SELECT type, for_id, user_id, ip FROM blog_like ORDER BY id').all()).results;
    expect(likes).toEqual([
      { type: 1, for_id: 12, user_id: 3, ip: null },
      { type: 1, for_id: 12, user_id: null, ip: '203.0.113.9' },
      { type: 2, for_id: 5, user_id: 7, ip: null },
      { type: 4, for_id: 100, user_id: owner.id, ip: null },
      { type: 3, for_id: 30, user_id: null, ip: '198.51.100.2' },
    ]);
    // the reader's like is theirs here: liking again is refused
    const reader = await call('POST', '/api/user/login', { body: { username: 'qiuyu', password: 'second-reader-7' }, ip: uniqueIp() });
    expect(reader.json.code).toBe(0);
    const again = await call('POST', '/api/like/addLike', { body: { type: 2, for_id: 5 }, token: reader.json.result.token });
    expect(again.json.message).toBe('您已经点过赞了');
    expect(await rowOf('SELECT like_times FROM blog_talk WHERE id = 5')).toEqual({ like_times: 1 });
    expect(await rowOf('SELECT like_times FROM blog_message WHERE id = 30')).toEqual({ like_times: 1 });
  });

  it('brings talks with photos, albums with photos, links, the board, notices, headers, settings and the site list', async () => {
    const talks = await call('POST', '/api/talk/blogGetTalkList', { body: { current: 1, size: 10 } });
    const talk = talks.json.result.list.find((t: { id: number }) => t.id === 5);
    expect(talk).toMatchObject({ user_id: owner.id, is_top: 1, talkImgList: ['https://img.old-blog.example/talk/move-1.jpg', 'https://img.old-blog.example/talk/move-2.jpg'] });
    expect(talks.json.result.list.some((t: { id: number }) => t.id === 6)).toBe(false);
    const photos = await call('GET', '/api/photo/getAllPhotosByAlbumId/2');
    expect(photos.json.result.map((p: { id: number }) => p.id).sort()).toEqual([21, 22]);
    expect(await rowOf('SELECT user_id, status FROM blog_links WHERE id = 4')).toEqual({ user_id: '7', status: 2 });
    expect(await rowOf('SELECT user_id, nick_name FROM blog_message WHERE id = 31')).toEqual({ user_id: null, nick_name: '路人甲' });
    expect(await rowOf('SELECT user_id, type, to_id, isView FROM blog_notify WHERE id = 302')).toEqual({ user_id: 7, type: 4, to_id: 4, isView: 1 });
    expect(await rowOf('SELECT user_id FROM blog_notify WHERE id = 300')).toEqual({ user_id: owner.id });
    expect(await rowOf("SELECT bg_url FROM blog_header WHERE route_name = 'Home'")).toEqual({ bg_url: 'https://img.old-blog.example/bg/home.jpg' });
    const config = await call('GET', '/api/config');
    expect(config.json.result).toMatchObject({
      blog_name: '小张的旧博客',
      personal_say: "Stay hungry; stay 'foolish'.",
      blog_notice: '公告：\n1. 博客搬到了新家\n2. 旧链接依旧有效',
      we_chat_pay: 'https://img.old-blog.example/pay/wechat.png',
    });
    expect(await rowOf("SELECT kind, group_name, name, url FROM blog_resource WHERE kind = 'site'")).toEqual({
      kind: 'site',
      group_name: '推荐网站',
      name: 'MDN Web Docs',
      url: 'https://developer.mozilla.org/zh-CN/',
    });
  });

  it('moves the content version on, so cached pages show the import at once', async () => {
    expect(summary.contentVersion).toBe(versionBefore + 1);
    expect(await contentVersion()).toBe(versionBefore + 1);
  });

  it('leaves no staged rows behind', async () => {
    expect(await rowOf('SELECT count(*) AS n FROM import_stage')).toEqual({ n: 0 });
  });
});

describe('an imported reader logs in with the old password', () => {
  // failures count per name and address: the wrong and the right password come from one place
  const READER_IP = '10.6.6.6';

  it('refuses a wrong password, counts it for the lock, and keeps the old hash', async () => {
    const res = await call('POST', '/api/user/login', { body: { username: OLD_READER.username, password: 'not-the-password' }, ip: READER_IP });
    expect(res.json).toEqual({ code: '100001', message: '密码不匹配' });
    expect(await rowOf('SELECT count FROM rate_limit WHERE key = ?', `loginFail:${OLD_READER.username}@${READER_IP}`)).toEqual({ count: 1 });
    expect((await rowOf<{ password: string }>('SELECT password FROM blog_user WHERE username = ?', OLD_READER.username))?.password).toMatch(/^\$2a\$10\$/);
  });

  it('accepts the old password and replaces the bcrypt hash with ours', async () => {
    const res = await call('POST', '/api/user/login', { body: { username: OLD_READER.username, password: OLD_READER.password }, ip: READER_IP });
    expect(res.json.code).toBe(0);
    expect(res.json.result).toMatchObject({ username: OLD_READER.username, role: 2, id: OLD_READER.sourceId });
    const stored = (await rowOf<{ password: string }>('SELECT password FROM blog_user WHERE username = ?', OLD_READER.username))!.password;
    expect(stored).toMatch(/^pbkdf2\$/);
    // the failure before is forgotten, and the new hash logs in too
    expect(await rowOf('SELECT count FROM rate_limit WHERE key = ?', `loginFail:${OLD_READER.username}@${READER_IP}`)).toBeNull();
    const again = await call('POST', '/api/user/login', { body: { username: OLD_READER.username, password: OLD_READER.password }, ip: uniqueIp() });
    expect(again.json.code).toBe(0);
    const wrong = await call('POST', '/api/user/login', { body: { username: OLD_READER.username, password: 'OldPass2024' }, ip: uniqueIp() });
    expect(wrong.json.message).toBe('密码不匹配');
  });

  it('does not let the dump administrator\'s old password into the owner\'s account', async () => {
    const res = await call('POST', '/api/user/login', { body: { username: 'admin', password: 'admin-only-old-9' }, ip: uniqueIp() });
    expect(res.json.code).not.toBe(0);
  });
});

describe('running the import again', () => {
  it('recognises every row it wrote and changes nothing at all', async () => {
    const before = await snapshot();
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.status).toBe(200);
    expect(res.summary).toMatchObject({ written: false, contentVersion: null });
    expect(res.summary.tables.blog_article).toEqual({ read: 4, imported: 0, matched: 0, already: 4, skipped: 0 });
    expect(res.summary.tables.blog_user).toEqual({ read: 3, imported: 0, matched: 0, already: 3, skipped: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('even after the owner edited an imported row', async () => {
    await env.DB.prepare("UPDATE blog_article SET article_title = '改过的标题' WHERE id = 15").run();
    const before = await snapshot();
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.summary.written).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the tool itself', () => {
  it('answers bad requests with the reason and writes nothing', async () => {
    const before = await snapshot();
    expect((await runImportTool(FIXTURE_DUMP, '?copy-images=yes')).status).toBe(400);
    expect((await runImportTool(FIXTURE_DUMP, '?overwrite=1')).status).toBe(400);
    const empty = await importBlogV3Get();
    expect(empty.status).toBe(400);
    const notADump = await runImportTool('hello, this is not SQL at all');
    expect(notADump.status).toBe(422);
    expect(notADump.text).toContain("no rows of the original blog's tables");
    const broken = await runImportTool("INSERT INTO `blog_tag` VALUES (1, 'unclosed");
    expect(broken.status).toBe(422);
    expect(broken.text).toContain('ends inside a quoted text');
    const wrongCount = await runImportTool("INSERT INTO `blog_tag` VALUES (9, 'x');");
    expect(wrongCount.status).toBe(422);
    expect(wrongCount.text).toContain('blog_tag: row 1 has 2 values for 4 columns');
    expect(await snapshot()).toEqual(before);
  });

  it('is not reachable through the site', async () => {
    for (const path of ['/import-blog-v3', '/api/import-blog-v3', '/api/admin/import-blog-v3']) {
      const res = await call('POST', path, { body: FIXTURE_DUMP, token: owner.token });
      expect(res.status).toBe(404);
    }
  });
});

async function importBlogV3Get() {
  const { importBlogV3Tool } = await import('../../worker/tools/import-blog-v3');
  return importBlogV3Tool(new Request('http://tools.local/import-blog-v3'), env);
}
