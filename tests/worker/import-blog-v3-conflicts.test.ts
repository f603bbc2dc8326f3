/**
 * The blog-v3 import on a site that already has content: a username or title it cannot take stops
 * it before any write; taken ids are remapped with every reference following; same-named
 * categories, tags and albums are matched; a site that changes between planning and writing
 * makes the one last batch fail and leaves nothing behind, however many batches the rows were
 * staged in; --copy-images stores what it can fetch as the owner's files.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importBlogV3 } from '../../worker/services/import-blog-v3';
import { readDump } from '../../worker/services/import-blog-v3/dump-reader';
import { planImport } from '../../worker/services/import-blog-v3/plan';
import { readSiteState } from '../../worker/services/import-blog-v3/site-state';
import { writePlan } from '../../worker/services/import-blog-v3/write';
import { PNG_1PX } from './admin-fixtures';
import { call, makeUser, uniqueIp } from './helpers';
import { contentVersion, FIXTURE_DUMP, OLD_READER, rowOf, runImportTool, snapshot } from './import-blog-v3-helpers';

const streamOf = (text: string) => new Response(text).body!;
const run = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).run();

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser(1);
  // what the site holds before the import: ids the dump uses, and names it shares
  await run("INSERT INTO blog_user (id, username, password, nick_name) VALUES (3, 'someone', 'x', '别人')");
  await run("INSERT INTO blog_category (id, category_name) VALUES (1, '随便'), (9, '前端')");
  await run("INSERT INTO blog_tag (id, tag_name) VALUES (1, 'Vue')");
  await run("INSERT INTO blog_article (id, article_title, article_content) VALUES (12, '本站自己的文章', '不是导入的')");
  await run("INSERT INTO blog_comment (id, type, for_id, from_id, content) VALUES (100, 1, 12, 3, '本站自己的评论')");
  await run("INSERT INTO blog_photo_album (id, album_name) VALUES (7, '旅行')");
  await run("INSERT INTO blog_header (route_name, bg_url) VALUES ('Home', '/img/demo/home.svg')");
  // a like left behind by a talk deleted long ago, under the id the dump's talk 5 will keep
  await run("INSERT INTO blog_like (type, for_id, user_id) VALUES (2, 5, 7)");
});

describe('names the import cannot take', () => {
  it('stops before any write and lists every one', async () => {
    await run("INSERT INTO blog_user (username, password) VALUES (?, 'x')", OLD_READER.username);
    await run("INSERT INTO blog_article (article_title) VALUES ('周末随笔')");
    const before = await snapshot();
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.status).toBe(422);
    expect(res.text).toContain(`username "${OLD_READER.username}" (dump user 3) belongs to account`);
    expect(res.text).toContain('article title "周末随笔" (dump article 20) is taken by article');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a dump that names the same title twice', async () => {
    const before = await snapshot();
    const dump = "INSERT INTO `blog_article` (`id`, `article_title`) VALUES (501, '重复'), (502, '重复');";
    const res = await runImportTool(dump);
    expect(res.status).toBe(422);
    expect(res.text).toContain('appears twice in the dump (articles 501 and 502)');
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids and names the site already uses', () => {
  let summary: any;
  const remapped = (table: string, id: number) => (summary.remapped[table] as [number, number][]).find(([from]) => from === id)![1];

  beforeAll(async () => {
    await run("UPDATE blog_user SET username = 'linmu-here' WHERE username = ?", OLD_READER.username);
    await run("UPDATE blog_article SET article_title = '周末随笔（本站）' WHERE article_title = '周末随笔'");
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.status, res.text).toBe(200);
    summary = res.summary;
  });

  it('gives rows whose id is taken a new one past everything, and keeps the rest', () => {
    expect(summary.remapped.blog_user).toEqual([[3, expect.any(Number)]]);
    expect(summary.remapped.blog_article).toEqual([[12, expect.any(Number)]]);
    expect(summary.remapped.blog_comment).toEqual([[100, expect.any(Number)]]);
    expect(remapped('blog_article', 12)).toBeGreaterThan(36);
    expect(summary.remapped.blog_talk).toBeUndefined();
  });

  it('skips a like the site already holds for the same user and target instead of failing', () => {
    expect(summary.skipped).toContainEqual({ table: 'blog_like', id: 202, reason: 'the same user (or IP) already likes it' });
    expect(summary.remapped.blog_talk).toBeUndefined();
  });

  it('matches categories, tags and albums by name, and the owner', () => {
    const matched = summary.matched.map((m: { table: string; id: number; targetId: number }) => [m.table, m.id, m.targetId]);
    expect(matched).toEqual(
      expect.arrayContaining([
        ['blog_user', 1, owner.id],
        ['blog_category', 1, 9],
        ['blog_tag', 1, 1],
        ['blog_photo_album', 2, 7],
        ['blog_header', 1, expect.any(Number)],
      ]),
    );
    expect(summary.tables.blog_category).toMatchObject({ imported: 2, matched: 1 });
  });

  it('rewrites every reference to follow the new ids', async () => {
    const article = remapped('blog_article', 12);
    const reader = remapped('blog_user', 3);
    const comment = remapped('blog_comment', 100);
    const detail = await call('GET', `/api/article/getArticleById/${article}`);
    expect(detail.json.result).toMatchObject({ article_title: 'Vue3 组合式 API 入门', categoryName: '前端', author_id: owner.id });
    expect(detail.json.result.tagNameList.sort()).toEqual(['Node.js', 'Vue']);
    expect(await rowOf('SELECT for_id, from_id, parent_id FROM blog_comment WHERE id = ?', comment)).toEqual({ for_id: article, from_id: reader, parent_id: null });
    expect((await env.DB.prepare('SELECT id, parent_id, to_id FROM blog_comment WHERE id IN (101, 102) ORDER BY id').all()).results).toEqual([
      { id: 101, parent_id: comment, to_id: reader },
      { id: 102, parent_id: comment, to_id: owner.id },
    ]);
    expect(await rowOf('SELECT type, for_id, user_id FROM blog_like WHERE id = 200')).toEqual({ type: 1, for_id: article, user_id: reader });
    expect(await rowOf('SELECT type, for_id, user_id FROM blog_like WHERE id = 203')).toEqual({ type: 4, for_id: comment, user_id: owner.id });
    expect(await rowOf('SELECT user_id, to_id FROM blog_notify WHERE id = 301')).toEqual({ user_id: reader, to_id: article });
    expect(await rowOf('SELECT user_id FROM blog_message WHERE id = 30')).toEqual({ user_id: reader });
    expect(await rowOf('SELECT album_id FROM blog_photo WHERE id = 21')).toEqual({ album_id: 7 });
    // the site's own rows under those ids are untouched
    expect(await rowOf('SELECT article_title FROM blog_article WHERE id = 12')).toEqual({ article_title: '本站自己的文章' });
    expect(await rowOf('SELECT content FROM blog_comment WHERE id = 100')).toEqual({ content: '本站自己的评论' });
    expect(await rowOf('SELECT username FROM blog_user WHERE id = 3')).toEqual({ username: 'someone' });
    // the page header of the same route takes the dump's picture
    expect(await rowOf("SELECT bg_url FROM blog_header WHERE route_name = 'Home'")).toEqual({ bg_url: 'https://img.old-blog.example/bg/home.jpg' });
    const login = await call('POST', '/api/user/login', { body: { username: OLD_READER.username, password: OLD_READER.password }, ip: uniqueIp() });
    expect(login.json.result.id).toBe(reader);
  });

  it('changes nothing when run again, remapped rows included', async () => {
    const before = await snapshot();
    const res = await runImportTool(FIXTURE_DUMP);
    expect(res.summary.written).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('imports only what is new in a later dump, with references to rows imported before', async () => {
    const later = `${FIXTURE_DUMP}
INSERT INTO \`blog_comment\` VALUES (106, 100, 12, 1, 3, '林木', '', 7, '秋雨''s 小站', '', '后来的回复', 0, '2023-07-01 10:00:00', '2023-07-01 10:00:00', '');`;
    const version = await contentVersion();
    const res = await runImportTool(later);
    expect(res.summary.tables.blog_comment).toMatchObject({ imported: 1, already: 5 });
    expect(await rowOf("SELECT parent_id, for_id, from_id, to_id, to_name FROM blog_comment WHERE content = '后来的回复'")).toEqual({
      parent_id: remapped('blog_comment', 100),
      for_id: remapped('blog_article', 12),
      from_id: remapped('blog_user', 3),
      to_id: 7,
      to_name: "秋雨's 小站",
    });
    expect(await contentVersion()).toBe(version + 1);
  });
});

/** A dump larger than one staging batch: an article with many comments and likes. */
function bigDump(articleId: number, title: string, firstComment: number, count: number) {
  const comments = Array.from({ length: count }, (_, i) => `(${firstComment + i}, NULL, ${articleId}, 1, NULL, '访客${i}', '', NULL, NULL, NULL, '第 ${i} 条评论：''引号'' 与 \\\\ 反斜杠', 0, '2023-01-01 00:00:00', '2023-01-01 00:00:00', '')`);
  const likes = Array.from({ length: count }, (_, i) => `(${firstComment + i}, 1, ${articleId}, NULL, '2023-01-01 00:00:00', '2023-01-01 00:00:00', '10.1.${Math.floor(i / 250)}.${i % 250}')`);
  return [
    `INSERT INTO \`blog_article\` VALUES (${articleId}, '${title}', 1, NULL, '很多人评论的文章', '', 2, 1, 1, NULL, '2023-01-01 00:00:00', '2023-01-01 00:00:00', 0, '', ${count}, 0, NULL);`,
    `INSERT INTO \`blog_comment\` VALUES ${comments.join(',\n')};`,
    `INSERT INTO \`blog_like\` VALUES ${likes.join(',\n')};`,
  ].join('\n');
}

describe('all or nothing', () => {
  it('stages a large dump over several batches and moves it in at once', async () => {
    // every batch the import sends, and which of them touched the blog's tables
    const batches: string[][] = [];
    const DB = new Proxy(env.DB, {
      get: (target, key) =>
        key === 'batch'
          ? (statements: D1PreparedStatement[]) => {
              batches.push(statements.map((st) => (st as unknown as { statement: string }).statement));
              return target.batch(statements);
            }
          : Reflect.get(target, key, target).bind?.(target) ?? Reflect.get(target, key, target),
    });
    const summary = await importBlogV3({ DB, BUCKET: env.BUCKET }, streamOf(bigDump(900, '热门文章', 50_000, 1200)));
    expect(summary.tables.blog_comment).toMatchObject({ imported: 1200 });
    const writing = batches.filter((b) => b.some((sql) => /INSERT INTO "blog_/.test(sql)));
    expect(batches.length).toBeGreaterThan(3);
    expect(writing).toHaveLength(1);
    expect(writing[0]).toBe(batches.at(-1));
    expect(await rowOf('SELECT count(*) AS n FROM blog_comment WHERE for_id = 900')).toEqual({ n: 1200 });
    expect(await rowOf('SELECT count(*) AS n FROM blog_like WHERE type = 1 AND for_id = 900')).toEqual({ n: 1200 });
    expect(await rowOf("SELECT content FROM blog_comment WHERE id = 50007")).toEqual({ content: "第 7 条评论：'引号' 与 \\ 反斜杠" });
    expect(await rowOf('SELECT count(*) AS n FROM import_stage')).toEqual({ n: 0 });
  });

  it('leaves nothing behind when the site changes between planning and writing', async () => {
    const dump = await readDump(streamOf(bigDump(950, '另一篇热门文章', 60_000, 1200)));
    const plan = planImport(dump, await readSiteState(env.DB, dump), '2024-01-01 00:00:00');
    // someone writes the article with that id meanwhile: the last batch must fail as a whole
    await run("INSERT INTO blog_article (id, article_title) VALUES (950, '抢先一步')");
    const before = await snapshot();
    await expect(writePlan(env.DB, plan)).rejects.toThrow(/rolled back, nothing was written/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('--copy-images', () => {
  const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
  const answers: Record<string, () => Response> = {
    'https://img.test/cover.png': () => new Response(PNG_1PX, { headers: { 'Content-Type': 'image/png' } }),
    'https://img.test/inline.gif': () => new Response(GIF),
    'https://img.test/gone.png': () => new Response('not found', { status: 404 }),
    'https://img.test/page.png': () => new Response('<html>a page, not a picture</html>', { headers: { 'Content-Type': 'image/png' } }),
    'https://img.test/huge.png': () => new Response(new Uint8Array(6 * 1024 * 1024)),
  };
  const fetched: string[] = [];
  const fetchImage = async (url: string) => {
    fetched.push(url);
    if (url === 'https://img.test/down.png') throw new Error('network down');
    return answers[url]!();
  };
  const dump = (id: number, title: string) => `
INSERT INTO \`blog_article\` VALUES (${id}, '${title}', 1, NULL, '正文\\n\\n![图](https://img.test/inline.gif)\\n\\n![坏图](https://img.test/gone.png)\\n<img src="https://img.test/down.png">', 'https://img.test/cover.png', 2, 1, 1, NULL, '2023-01-01 00:00:00', '2023-01-01 00:00:00', 0, '', 0, 0, NULL);
INSERT INTO \`blog_photo_album\` VALUES (${id}, '相册${id}', '', '2023-01-01 00:00:00', '2023-01-01 00:00:00', 'https://img.test/page.png');
INSERT INTO \`blog_photo\` VALUES (${id}, ${id}, 'https://img.test/huge.png', 1, '2023-01-01 00:00:00', '2023-01-01 00:00:00'), (${id + 1}, ${id}, '/blog-images/relative.png', 1, '2023-01-01 00:00:00', '2023-01-01 00:00:00');`;

  it('stores what it can fetch as the owner\'s files and keeps the old address of the rest', async () => {
    const summary = await importBlogV3(env, streamOf(dump(700, '带图的文章')), { copyImages: fetchImage });
    expect(summary.images!.copied).toBe(2);
    expect(summary.images!.failed.map((f) => [f.url, f.reason])).toEqual([
      ['https://img.test/down.png', 'network down'],
      ['https://img.test/gone.png', 'HTTP 404'],
      ['https://img.test/huge.png', 'upstream answer too large'],
      ['https://img.test/page.png', '只能上传图片文件（jpg、png、gif、webp、avif）'],
    ]);
    // a root-relative address names nothing that can be fetched from here
    expect(fetched).not.toContain('/blog-images/relative.png');
    const article = (await rowOf<{ article_cover: string; article_content: string }>('SELECT article_cover, article_content FROM blog_article WHERE id = 700'))!;
    expect(article.article_cover).toMatch(/^\/img\/upload\/\d{4}-\d{2}\/[a-z]{16}\.png$/);
    const inline = /!\[图\]\((\/img\/upload\/[^)]+\.gif)\)/.exec(article.article_content)?.[1];
    expect(inline).toBeDefined();
    expect(article.article_content).toContain('![坏图](https://img.test/gone.png)');
    expect(article.article_content).toContain('<img src="https://img.test/down.png">');
    expect(await rowOf('SELECT album_cover FROM blog_photo_album WHERE id = 700')).toEqual({ album_cover: 'https://img.test/page.png' });
    for (const url of [article.article_cover, inline!]) {
      const key = url.slice('/img/'.length);
      expect(await rowOf('SELECT owner_id, kind FROM stored_file WHERE key = ?', key)).toEqual({ owner_id: owner.id, kind: 'upload' });
      expect(await env.BUCKET.head(key)).not.toBeNull();
    }
    const served = await call('GET', article.article_cover);
    expect(served.status).toBe(200);
  });

  it("copies the old site's /blog-images/ pictures with --old-site and answers their old paths with the copy", async () => {
    const oldSite = async (url: string) => {
      fetched.push(url);
      return url === 'https://old.test/blog-images/relative.png' ? new Response(PNG_1PX) : answers[url]?.() ?? new Response('', { status: 404 });
    };
    const summary = await importBlogV3(env, streamOf(dump(900, '旧站图片的文章')), { copyImages: oldSite, oldSite: 'https://old.test' });
    expect(summary.images!.failed.map((f) => f.url)).not.toContain('/blog-images/relative.png');
    expect(fetched).toContain('https://old.test/blog-images/relative.png');
    const photo = await rowOf<{ url: string }>('SELECT url FROM blog_photo WHERE id = 901');
    expect(photo!.url).toMatch(/^\/img\/upload\/\d{4}-\d{2}\/[a-z]{16}\.png$/);
    const old = await call('GET', '/blog-images/relative.png');
    expect(old.status).toBe(301);
    expect(old.headers.get('Location')).toBe(photo!.url);
    expect((await call('GET', '/blog-images/never-copied.png')).status).toBe(404);
    expect((await call('GET', '/blog-images/%E0%A4%A.png')).status).toBe(404);
    expect((await runImportTool(FIXTURE_DUMP, '?copy-images=1&old-site=javascript:alert(1)')).status).toBe(400);
  });

  it('takes the copies back when the import then fails', async () => {
    const filesBefore = (await env.DB.prepare('SELECT key FROM stored_file').all()).results.length;
    const objectsBefore = (await env.BUCKET.list()).objects.length;
    // the site changes while the pictures are being fetched: the write that follows fails
    const racing = async (url: string) => {
      await run("INSERT OR IGNORE INTO blog_article (id, article_title, status) VALUES (800, '抢先一步的文章', 2)");
      return fetchImage(url);
    };
    const before = await snapshot();
    await expect(importBlogV3(env, streamOf(dump(800, '又一篇带图的文章')), { copyImages: racing })).rejects.toThrow(/rolled back/);
    expect((await env.DB.prepare('SELECT key FROM stored_file').all()).results.length).toBe(filesBefore);
    expect((await env.BUCKET.list()).objects.length).toBe(objectsBefore);
    const after = await snapshot();
    expect(after.blog_article).toHaveLength((before.blog_article as unknown[]).length + 1);
    for (const table of Object.keys(before)) if (table !== 'blog_article') expect(after[table], table).toEqual(before[table]);
  });
});
