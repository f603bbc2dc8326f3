/**
 * Export → wipe → restore gives the same site: the same public answers, the
 * console's user list, the same image bytes; the archive is an ordinary zip
 * without the signing key, the migration records or the search index's tables.
 * A restore refuses a site with content and any archive that is not whole and
 * ours, writing nothing; a failure while writing leaves the empty site as it was.
 */
import { env } from 'cloudflare:workers';
import { Zip, ZipPassThrough, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_ERROR_CODE } from '../../contract/admin-data';
import { PRIVATE_TABLES } from '../../worker/db/private-tables';
import { consoleWorld, PNG_1PX, type ConsoleWorld } from './admin-fixtures';
import { dataTables, fromLines, lines, raw, readJson, rezip, siteState, wipeSite, writeJson } from './backup-helpers';
import { call, makeUser, uniqueIp } from './helpers';

let world: ConsoleWorld;
let uploads: { url: string; bytes: Uint8Array; type: string }[];

const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

async function upload(token: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const res = await call('POST', '/api/upload/img', { body: form, token, ip: uniqueIp() });
  expect(res.json.code).toBe(0);
  return { url: res.json.result.url as string, bytes, type };
}

/** The answers a reader and the owner see; the same list is asked before the export and after the restore. */
async function answers(ownerToken: string) {
  const get = async (path: string) => (await call('GET', path, { ip: uniqueIp() })).json;
  const post = async (path: string, body: Record<string, unknown>, token?: string) => (await call('POST', path, { body, token, ip: uniqueIp() })).json;
  return {
    home: await get('/api/article/blogHomeGetArticleList/1/10'),
    article: await get(`/api/article/getArticleById/${world.a1.id}`),
    categories: await get('/api/category/getCategoryDictionary'),
    tags: await get('/api/tag/getTagDictionary'),
    talks: await post('/api/talk/blogGetTalkList', { current: 1, size: 10 }),
    albums: await get('/api/photoAlbum/getAllAlbumList'),
    photos: await get(`/api/photo/getAllPhotosByAlbumId/${world.album1.id}`),
    links: await post('/api/links/getLinksList', { current: 1, size: 10 }),
    comments: await post('/api/comment/frontGetParentComment', { current: 1, size: 10, type: 1, for_id: world.a1.id }),
    messages: await get('/api/message/getAllMessage'),
    config: await get('/api/config'),
    headers: await get('/api/pageHeader/getAll'),
    search: await get(`/api/article/getArticleListByContent/${encodeURIComponent('控制台文章')}`),
    users: await post('/api/user/getUserList', { current: 1, size: 20 }, ownerToken),
  };
}

/** Logs in from one address, so the user list shows the same region before and after. */
async function login(username: string, password: string) {
  const res = await call('POST', '/api/user/login', { body: { username, password }, ip: '10.9.9.9' });
  expect(res.json.code).toBe(0);
  return res.json.result.token as string;
}

let archive: Uint8Array;
let before: Awaited<ReturnType<typeof answers>>;

beforeAll(async () => {
  world = await consoleWorld();
  uploads = [await upload(world.reader.token, PNG_1PX, 'a.png', 'image/png'), await upload(world.owner.token, GIF, 'b.gif', 'image/gif')];
  await call('POST', '/api/config/update', { body: { blog_name: '备份前的博客', blog_avatar: uploads[1]!.url }, token: world.owner.token, ip: uniqueIp() });
  await env.DB.prepare('UPDATE blog_article SET article_cover = ? WHERE id = ?').bind(uploads[0]!.url, world.a1.id).run();
  await login(world.owner.username, world.owner.password);
  const res = await raw('GET', '/api/admin/data/export', { token: world.owner.token });
  expect(res.status).toBe(200);
  archive = res.bytes;
  // after the export: reading an article counts a view the archive does not have, as it will not after the restore
  before = await answers(world.owner.token);
});

describe('export', () => {
  it('streams an ordinary zip with every data table, every object and a manifest', async () => {
    const res = await raw('GET', '/api/admin/data/export', { token: world.owner.token });
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="blog-backup-\d{8}-\d{6}\.zip"$/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // read through the central directory, as any unzip tool does
    const files = unzipSync(archive);
    const names = Object.keys(files);
    expect(names.at(-1)).toBe('manifest.json');
    const manifest = readJson(files['manifest.json']!);
    expect(manifest).toMatchObject({ format: 'edge-blog-backup', version: 1, objectCount: 3 });
    expect(manifest.migrations).toEqual((await env.DB.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>()).results.map((r) => r.name));
    const exported = manifest.tables.map((t: { name: string }) => t.name);
    expect(exported.sort()).toEqual((await dataTables()).sort());
    for (const hidden of [...PRIVATE_TABLES, 'd1_migrations', 'rate_limit', 'site_meta', 'article_search', 'article_search_data']) {
      expect(exported).not.toContain(hidden);
      expect(names.some((n) => n.startsWith(`tables/${hidden}/`))).toBe(false);
    }
    const users = manifest.tables.find((t: { name: string }) => t.name === 'blog_user');
    expect(users.rows).toBe((await env.DB.prepare('SELECT count(*) AS n FROM blog_user').first<{ n: number }>())!.n);
    expect(lines(files['tables/blog_user/000001.jsonl']!).map((l) => JSON.parse(l).username)).toContain(world.owner.username);
    for (const u of uploads) {
      const key = u.url.replace('/img/', '');
      expect(files[`objects/${key}`]).toEqual(u.bytes);
      expect(manifest.objects).toContainEqual({ key, size: u.bytes.length, contentType: u.type });
    }
    expect(manifest.objects).toContainEqual(expect.objectContaining({ key: 'music/audio/x.wav', contentType: 'audio/wav' }));
  });

  it('cuts big tables into parts read page by page', async () => {
    const big = 'x'.repeat(40_000);
    await env.DB.batch(Array.from({ length: 60 }, (_, i) => env.DB.prepare('INSERT INTO blog_message (message, nick_name) VALUES (?, ?)').bind(`${big}${i}`, '大量')));
    const res = await raw('GET', '/api/admin/data/export', { token: world.owner.token });
    const files = unzipSync(res.bytes);
    const parts = Object.keys(files).filter((n) => n.startsWith('tables/blog_message/'));
    expect(parts.length).toBeGreaterThan(1);
    const rows = parts.flatMap((p) => lines(files[p]!).map((l) => JSON.parse(l)));
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(rows.length).toBe(readJson(files['manifest.json']!).tables.find((t: { name: string }) => t.name === 'blog_message').rows);
    await env.DB.prepare("DELETE FROM blog_message WHERE nick_name = '大量'").run();
  });
});

describe('permissions and bad input', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/admin/data/export'],
    ['GET', '/api/admin/data/restore-check'],
    ['POST', '/api/admin/data/restore'],
    ['POST', '/api/admin/data/import-markdown'],
  ];

  it('answers a visitor 401 and a reader 403 on every endpoint, touching nothing', async () => {
    const state = await siteState();
    for (const [method, path] of endpoints) {
      const body = method === 'POST' ? archive : undefined;
      const visitor = await raw(method, path, { body });
      expect(visitor.status, path).toBe(401);
      expect(visitor.json.code).toBe('100016');
      const reader = await raw(method, path, { token: world.reader.token, body });
      expect(reader.status, path).toBe(403);
      expect(reader.json).toMatchObject({ code: '100002', message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    }
    expect(await siteState()).toEqual(state);
  });

  it('tells the owner why this site cannot take a restore', async () => {
    const res = await call('GET', '/api/admin/data/restore-check', { token: world.owner.token });
    expect(res.json.result).toEqual({ empty: false, reason: expect.stringMatching(/^只能恢复到空站点：当前站点已有文章（\d+ 条）/) });
  });

  it('refuses a restore onto a site with content before reading the upload, writing nothing', async () => {
    const state = await siteState();
    const res = await raw('POST', '/api/admin/data/restore', { token: world.owner.token, body: archive });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: DATA_ERROR_CODE, message: expect.stringMatching(/^只能恢复到空站点：当前站点已有文章/) });
    expect(await siteState()).toEqual(state);
  });
});

// each refusal compares the whole site before and after: slower than most tests
describe('restore onto an empty site', { timeout: 30_000 }, () => {
  let setupOwner: Awaited<ReturnType<typeof makeUser>>;
  let empty: Awaited<ReturnType<typeof siteState>>;

  const restore = (bytes: Uint8Array, token = setupOwner.token, headers?: Record<string, string>) => raw('POST', '/api/admin/data/restore', { token, body: bytes, headers });

  /** A refusal: the envelope with our code and a Chinese reason, and the site exactly as it was. */
  async function refused(bytes: Uint8Array, message: RegExp, headers?: Record<string, string>) {
    const res = await restore(bytes, setupOwner.token, headers);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: DATA_ERROR_CODE, message: expect.stringMatching(message) });
    expect(await siteState()).toEqual(empty);
  }

  beforeAll(async () => {
    await wipeSite();
    // what /setup leaves: one administrator and the blog's name
    setupOwner = await makeUser(1, 'setup123');
    await env.DB.prepare("INSERT INTO blog_config (blog_name) VALUES ('新站点')").run();
    await env.DB.prepare("INSERT INTO daily_views (day, count) VALUES ('2000-01-01', 3)").run();
    empty = await siteState();
  });

  it('calls the freshly set up site empty', async () => {
    const res = await call('GET', '/api/admin/data/restore-check', { token: setupOwner.token });
    expect(res.json.result).toEqual({ empty: true, reason: '' });
  });

  it('refuses what is not a zip, an empty body and a body without a length', async () => {
    await refused(new TextEncoder().encode('{"not":"a zip"}'), /^文件不是有效的 zip 压缩包$/);
    const none = await call('POST', '/api/admin/data/restore', { token: setupOwner.token, ip: uniqueIp() });
    expect(none.json).toEqual({ code: DATA_ERROR_CODE, message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect(await siteState()).toEqual(empty);
  });

  it('refuses a broken archive: cut short, a flipped byte in a picture or in a table', async () => {
    await refused(archive.slice(0, Math.floor(archive.length / 2)), /^备份文件(已损坏|不完整)/);
    const text = new TextDecoder('latin1').decode(archive);
    const flip = (name: string, into: number) => {
      const copy = archive.slice();
      // the first time a name appears is its local header; the entry's bytes follow it
      const at = text.indexOf(name) + name.length + into;
      copy[at] = copy[at]! ^ 0xff;
      return copy;
    };
    // a stored picture still has the right length: only its CRC tells
    await refused(flip(`objects/${uploads[0]!.url.replace('/img/', '')}`, 20), /^备份文件已损坏：objects\/.+ 校验失败$/);
    // deflated rows break as they inflate, or read as rows that are not JSON
    await refused(flip('tables/blog_article/000001.jsonl', 30), /^备份(文件已损坏|中数据表 blog_article 第 \d+ 行格式不正确)/);
  });

  it('refuses an unknown table, an unknown column and a bad row', async () => {
    await refused(
      rezip(archive, (f) => {
        f['tables/evil_table/000001.jsonl'] = fromLines(['{"id":1}']);
      }),
      /^备份中包含本站不认识的数据表：evil_table$/,
    );

    await refused(
      rezip(archive, (f) => {
        const rows = lines(f['tables/blog_tag/000001.jsonl']!).map((l) => JSON.stringify({ ...JSON.parse(l), evil: 1 }));
        f['tables/blog_tag/000001.jsonl'] = fromLines(rows);
      }),
      /^备份中数据表 blog_tag 含有本站不认识的列：evil$/,
    );
    await refused(
      rezip(archive, (f) => {
        f['tables/blog_tag/000001.jsonl'] = fromLines([...lines(f['tables/blog_tag/000001.jsonl']!), '{"id":{"nested":true}}']);
      }),
      /^备份中数据表 blog_tag 第 \d+ 行格式不正确$/,
    );
  });

  it('never writes the tables an export leaves out: the signing key, migration records, counters', async () => {
    for (const kept of [...PRIVATE_TABLES, 'd1_migrations', 'rate_limit', 'site_meta']) {
      await refused(
        rezip(archive, (f) => {
          f[`tables/${kept}/000001.jsonl`] = fromLines(['{"key":"x","value":"y"}']);
        }),
        new RegExp(`^备份中包含本站不认识的数据表：${kept}$`),
      );
    }
  }, 60_000);

  it('refuses a bad or missing manifest, a newer migration and counts that do not match', async () => {
    await refused(rezip(archive, (f) => void (f['manifest.json'] = writeJson({ format: 'x' }))), /^备份清单 manifest\.json 无效/);
    await refused(rezip(archive, (f) => void delete f['manifest.json']), /^备份文件不完整：缺少 manifest\.json/);
    const edit = (change: (m: any) => void) =>
      rezip(archive, (f) => {
        const m = readJson(f['manifest.json']!);
        change(m);
        f['manifest.json'] = writeJson(m);
      });
    await refused(edit((m) => m.migrations.push('9999_from_the_future.sql')), /^备份来自更新版本的站点（数据库迁移 9999_from_the_future\.sql/);
    await refused(edit((m) => (m.version = 99)), /^备份格式版本比本站新/);
    await refused(edit((m) => (m.tables.find((t: { name: string }) => t.name === 'blog_tag').rows += 1)), /^备份内容与清单不一致：数据表 blog_tag/);
    await refused(edit((m) => m.objects.pop()), /^备份内容与清单不一致/);
  });

  it('refuses an object whose key none of our writers makes, or whose type no upload takes', async () => {
    const HTML = new TextEncoder().encode('<script>alert(1)</script>');
    /** the archive with one more object, listed in the manifest as it would be */
    const withObject = (key: string, contentType: string, bytes = HTML) =>
      rezip(archive, (f) => {
        f[`objects/${key}`] = bytes;
        const m = readJson(f['manifest.json']!);
        m.objects.push({ key, size: bytes.length, contentType });
        m.objectCount += 1;
        m.objectBytes += bytes.length;
        f['manifest.json'] = writeJson(m);
      });
    for (const key of ['index.html', 'evil/a.png', 'upload/a b.png', 'upload/../x.png', 'upload//x.png', 'upload/', '~restore/x.png', `upload/${'长'.repeat(20)}.png`, `upload/${'a'.repeat(400)}.png`]) {
      await refused(withObject(key, 'image/png'), new RegExp(`^备份中的文件名不合法：`));
    }
    await refused(withObject('upload/2025-01/abcdefghijklmnop.html', 'text/html'), /^备份中的文件 upload\/2025-01\/abcdefghijklmnop\.html 类型不被接受：text\/html（只接受本站上传时接受的图片和音频类型）$/);
    await refused(withObject('upload/2025-01/abcdefghijklmnop.svg', 'image/svg+xml'), /^备份中的文件 upload\/.+ 类型不被接受：image\/svg\+xml/);
    await refused(withObject('music/audio/abcdefghijklmnop.png', 'image/png'), /^备份中的文件 music\/audio\/.+ 类型不被接受：image\/png/);
    await refused(withObject('demo/a.png', ''), /^备份中的文件 demo\/a\.png 类型不被接受：未注明类型/);
    // the shapes and types our own writers make pass: with no administrator in the archive, the check after
    // the objects' is what refuses it (so nothing is written), and a bad type in the same archive is named first
    const noAdmin = (bytes: Uint8Array) =>
      rezip(bytes, (f) => {
        f['tables/blog_user/000001.jsonl'] = fromLines(lines(f['tables/blog_user/000001.jsonl']!).map((l) => JSON.stringify({ ...JSON.parse(l), role: 2 })));
      });
    await refused(noAdmin(withObject('upload/2025-01/abcdefghijklmnop.png', 'text/html')), /类型不被接受：text\/html/);
    for (const [key, type] of [['music/covers/song-x.svg', 'image/svg+xml'], ['demo/cover-01.svg', 'image/svg+xml'], ['music/2025-01/abcdefghijklmnop.webp', 'image/webp'], ['music/audio/abcdefghijklmnop.mp3', 'audio/mpeg'], ['upload/2025-01/abcdefghijklmnop.avif', 'image/avif']]) {
      await refused(noAdmin(withObject(key!, type!)), /^备份中没有可用的管理员账号/);
    }
  }, 60_000);

  it('refuses an archive without a usable administrator', async () => {
    const noAdmin = rezip(archive, (f) => {
      const rows = lines(f['tables/blog_user/000001.jsonl']!).map((l) => JSON.stringify({ ...JSON.parse(l), role: 2 }));
      f['tables/blog_user/000001.jsonl'] = fromLines(rows);
    });
    await refused(noAdmin, /^备份中没有可用的管理员账号/);
  });

  it('refuses a password hash outside our parameters: a PBKDF2 count not ours, a costly bcrypt, a bad salt', async () => {
    const withHash = (hash: (ours: string) => string) =>
      rezip(archive, (f) => {
        const rows = lines(f['tables/blog_user/000001.jsonl']!).map((l, i) => {
          const row = JSON.parse(l);
          return JSON.stringify(i === 0 ? { ...row, password: hash(row.password) } : row);
        });
        f['tables/blog_user/000001.jsonl'] = fromLines(rows);
      });
    const outside = /^备份中数据表 blog_user 第 1 行（用户 .+）的密码哈希不是本站的格式/;
    // one login against a count like this held the isolate for 132 s
    const parts = (ours: string) => ours.split('$') as [string, string, string, string];
    await refused(withHash((ours) => ['pbkdf2', '1000000000', ...parts(ours).slice(2)].join('$')), outside);
    await refused(withHash((ours) => ['pbkdf2', '1000', ...parts(ours).slice(2)].join('$')), outside);
    await refused(withHash(() => `$2a$15$${'a'.repeat(53)}`), outside);
    await refused(withHash((ours) => ['pbkdf2', parts(ours)[1], 'c2FsdA==', parts(ours)[3]].join('$')), outside);
  });

  it('refuses a zip whose entries carry their sizes after the data (fflate streaming Zip)', async () => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((err, chunk) => {
      if (err) throw err;
      parts.push(chunk);
    });
    const file = new ZipPassThrough('manifest.json');
    zip.add(file);
    file.push(writeJson({ format: 'edge-blog-backup' }), true);
    zip.end();
    await refused(new Uint8Array(parts.flatMap((p) => [...p])), /数据描述符/);
  });

  it('undoes a restore the database refuses halfway and keeps the owner able to log in', async () => {
    const duplicate = rezip(archive, (f) => {
      const rows = lines(f['tables/blog_tag/000001.jsonl']!);
      f['tables/blog_tag/000001.jsonl'] = fromLines([...rows, rows[0]!]);
      const m = readJson(f['manifest.json']!);
      m.tables.find((t: { name: string }) => t.name === 'blog_tag').rows += 1;
      f['manifest.json'] = writeJson(m);
    });
    await refused(duplicate, /^恢复失败，已撤销已写入的内容：备份中的数据违反了数据库的约束/);
    expect(await login(setupOwner.username, 'setup123')).toBeTruthy();
  });

  it('brings everything back: the same answers, the same image bytes, the search index', async () => {
    const res = await restore(archive);
    expect(res.json).toMatchObject({ code: 0, message: '恢复成功，请使用备份中的管理员账号重新登录' });
    expect(res.json.result.objects).toBe(3);
    expect(res.json.result.tables).toContainEqual({ name: 'blog_user', rows: expect.any(Number) });
    // the staged upload is gone
    expect((await env.BUCKET.list({ prefix: '~restore/' })).objects).toEqual([]);

    // whoever was logged in must log in again, with the archive's account
    const stale = await call('GET', '/api/admin/data/restore-check', { token: setupOwner.token });
    expect(stale.status).toBe(401);
    const token = await login(world.owner.username, world.owner.password);
    const after = await answers(token);
    expect(after).toEqual(before);

    for (const u of uploads) {
      const img = await raw('GET', u.url);
      expect(img.status).toBe(200);
      expect(img.headers.get('Content-Type')).toBe(u.type);
      expect(img.bytes).toEqual(u.bytes);
    }
    expect(await call('GET', '/api/admin/data/restore-check', { token }).then((r) => r.json.result.empty)).toBe(false);
  });

  it('moves the content version on', async () => {
    const version = async () => (await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>())?.value ?? 0;
    const start = await version();
    await wipeSite();
    const owner = await makeUser(1);
    const res = await restore(archive, owner.token);
    expect(res.json.code).toBe(0);
    expect(await version()).toBeGreaterThan(start);
  });
});
