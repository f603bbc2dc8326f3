/// <reference types="vite/client" />
/**
 * Markdown import: the TOML and front matter readers on their own, then the
 * Hexo and Hugo fixture folders zipped and sent to the console's endpoint: posts
 * become the owner's articles with their dates, category, tags, draft state and
 * pictures (uploaded, owned by the owner, references rewritten), code left as
 * written; a second import adds nothing.
 */
import { env } from 'cloudflare:workers';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_ERROR_CODE } from '../../contract/admin-data';
import { AppError } from '../../worker/http/app-error';
import { splitFrontMatter } from '../../worker/services/import-markdown/front-matter';
import { chinaTimeOf, readPost } from '../../worker/services/import-markdown/post';
import { parseToml, TomlError } from '../../worker/services/import-markdown/toml';
import { TooBig, ZipFolder } from '../../worker/services/import-markdown/zip-folder';
import { raw } from './backup-helpers';
import { call, makeUser, uniqueIp } from './helpers';

const texts = import.meta.glob<string>('../fixtures/{hexo,hugo}/**/*.md', { query: '?raw', import: 'default', eager: true });
const pictures = import.meta.glob<string>('../fixtures/{hexo,hugo}/**/*.png', { query: '?inline', import: 'default', eager: true });

const dataUrlBytes = (url: string) => Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));

/** A fixture folder as the zip a person would make of it (paths from inside the folder). */
function zipFolder(folder: 'hexo' | 'hugo'): Uint8Array {
  const prefix = `../fixtures/${folder}/`;
  const files: Record<string, Uint8Array> = {};
  for (const [path, text] of Object.entries(texts)) if (path.startsWith(prefix)) files[path.slice(prefix.length)] = new TextEncoder().encode(text);
  for (const [path, url] of Object.entries(pictures)) if (path.startsWith(prefix)) files[path.slice(prefix.length)] = dataUrlBytes(url);
  return zipSync(files);
}

/** Rewrites an entry's stated uncompressed size (and, for a stored entry, its compressed size) in both its headers, as a hostile tool would. */
function statedSize(zip: Uint8Array, name: string, size: number, stored = false) {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const nameBytes = new TextEncoder().encode(name);
  const named = (at: number, offset: number) => nameBytes.every((b, i) => zip[at + offset + i] === b);
  for (let at = 0; at + 46 < zip.length; at++) {
    const sig = v.getUint32(at, true);
    if (sig === 0x04034b50 && v.getUint16(at + 26, true) === nameBytes.length && named(at, 30)) {
      v.setUint32(at + 22, size, true);
      if (stored) v.setUint32(at + 18, size, true);
    } else if (sig === 0x02014b50 && v.getUint16(at + 28, true) === nameBytes.length && named(at, 46)) {
      v.setUint32(at + 24, size, true);
      if (stored) v.setUint32(at + 20, size, true);
    }
  }
}

const picture = (path: string) => dataUrlBytes(pictures[`../fixtures/${path}`]!);

describe('TOML (Hugo front matter)', () => {
  it('reads keys, strings, numbers, dates, arrays, tables and inline tables', () => {
    const doc = parseToml(
      [
        '# 注释',
        'title = "引号\\"与\\u4e2d文"',
        "path = 'C:\\raw\\path'",
        'date = 2024-03-01T12:00:00+08:00',
        'day = 2024-03-01',
        'count = 1_000',
        'ratio = -0.5e2',
        'hex = 0xff',
        'draft = false',
        'tags = ["a", \'b\',',
        '  "c", # 注释',
        ']',
        'nested = [[1, 2], ["x"]]',
        'author = { name = "张三", links.home = "https://example.com" }',
        'site."quoted key".value = true',
        'body = """',
        '第一行',
        '第二行 \\',
        '    接上"""',
        "lit = '''",
        "原样 \\n'''",
        '',
        '[cover]',
        'image = "cover.png"',
        '[[menu]]',
        'name = "一"',
        '[[menu]]',
        'name = "二"',
      ].join('\n'),
    );
    expect(doc).toEqual({
      title: '引号"与中文',
      path: 'C:\\raw\\path',
      date: '2024-03-01T12:00:00+08:00',
      day: '2024-03-01',
      count: 1000,
      ratio: -50,
      hex: 255,
      draft: false,
      tags: ['a', 'b', 'c'],
      nested: [[1, 2], ['x']],
      author: { name: '张三', links: { home: 'https://example.com' } },
      site: { 'quoted key': { value: true } },
      body: '第一行\n第二行 接上',
      lit: '原样 \\n',
      cover: { image: 'cover.png' },
      menu: [{ name: '一' }, { name: '二' }],
    });
  });

  it('says which line is wrong', () => {
    expect(() => parseToml('a = 1\nb = "open')).toThrow(new TomlError('TOML 第 2 行：字符串没有结束'));
    expect(() => parseToml('a = 1 b = 2')).toThrow(/第 1 行/);
    expect(() => parseToml('x = [1 2]')).toThrow(/数组元素之间应有逗号/);
    expect(() => parseToml('a = 1\na.b = 2')).toThrow(/第 2 行.*冲突/);
    expect(() => parseToml('= 3')).toThrow(/缺少键名/);
  });
});

describe('front matter and posts', () => {
  it('splits YAML, TOML and Hexo’s front matter without an opening line', () => {
    expect(splitFrontMatter('---\ntitle: 甲\n---\n正文')).toEqual({ data: { title: '甲' }, body: '正文' });
    expect(splitFrontMatter('\uFEFF+++\r\ntitle = "乙"\r\n+++\r\n正文')).toEqual({ data: { title: '乙' }, body: '正文' });
    expect(splitFrontMatter('title: 丙\ndate: 2020-01-01\n---\n正文')).toEqual({ data: { title: '丙', date: '2020-01-01' }, body: '正文' });
    expect(splitFrontMatter('只是一段文字\n---\n分隔线之后')).toBeNull();
    expect(() => splitFrontMatter('---\ntitle: [未闭合\n---\n')).toThrow(/YAML/);
  });

  it('turns the dates authors write into China time', () => {
    expect(chinaTimeOf('2023-05-01 10:20:30')).toBe('2023-05-01 10:20:30');
    expect(chinaTimeOf('2023/5/1 9:05')).toBe('2023-05-01 09:05:00');
    expect(chinaTimeOf('2024-03-01')).toBe('2024-03-01 00:00:00');
    expect(chinaTimeOf('2024-03-01T12:00:00Z')).toBe('2024-03-01 20:00:00');
    expect(chinaTimeOf('2024-03-01T12:00:00-05:00')).toBe('2024-03-02 01:00:00');
    expect(chinaTimeOf(new Date('2024-03-01T00:00:00Z'))).toBe('2024-03-01 08:00:00');
    expect(chinaTimeOf('2024-02-30')).toBeNull();
    expect(chinaTimeOf('昨天')).toBeNull();
  });

  it('reads a post’s fields under the names Hexo and Hugo use', () => {
    const post = readPost('posts/a.md', '---\ntitle: 标题\ncategories: [[甲, 乙], 丙]\ntags: 一, 二\ncover:\n  image: c.png\npublished: false\nsummary: 摘要\n---\n\n\n正文');
    expect(post).toEqual({ title: '标题', date: null, updated: null, category: '甲', tags: ['一', '二'], cover: 'c.png', draft: true, summary: '摘要', body: '正文' });
    expect(readPost('content/posts/my-trip/index.md', '+++\ndate = 2020-01-01\n+++\n正文')).toMatchObject({ title: 'my-trip', category: '未分类', tags: ['未分类'], draft: false });
    expect(readPost('source/_drafts/x.md', '---\ntitle: 草稿\n---\n正文')).toMatchObject({ draft: true });
    expect(readPost('content/posts/_index.md', '+++\ntitle = "列表"\n+++\n')).toEqual({ skip: expect.stringContaining('栏目页') });
    expect(readPost('README.md', '# 说明')).toEqual({ skip: expect.stringContaining('没有 front matter') });
  });
});

describe('the zip reader under damage', () => {
  it('answers every mutated archive with bytes that check out, a Chinese refusal or the size cap, never anything else', () => {
    const base = zipSync({
      'a/中文😀%_.md': new TextEncoder().encode(`---\ntitle: 甲\n---\n${'正文😀%_'.repeat(3000)}`),
      'b.png': [new Uint8Array(5000).fill(7), { level: 0 }],
    });
    const whole = new ZipFolder(base);
    const wholeBytes = new Map(whole.paths.map((p) => [p, whole.bytes(p, 1 << 20)]));
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 150; i++) {
      const zip = base.slice();
      for (let k = 0; k < 1 + Math.floor(next() * 3); k++) zip[Math.floor(next() * zip.length)] = Math.floor(next() * 256);
      let folder: ZipFolder;
      try {
        folder = new ZipFolder(zip);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        continue;
      }
      for (const path of folder.paths) {
        try {
          const bytes = folder.bytes(path, 1 << 20);
          // what comes out whole is what went in (a mutation the CRC cannot see leaves the bytes alone)
          const want = wholeBytes.get(path);
          if (want) expect(bytes.length === want.length && bytes.every((b, j) => b === want[j]), path).toBe(true);
        } catch (error) {
          if (!(error instanceof TooBig)) expect((error as AppError).message).toMatch(/^压缩包中的 .+ (无法解压|实际大小与压缩包记录的不一致)/);
        }
      }
    }
  }, 30_000);
});

describe('POST /api/admin/data/import-markdown', { timeout: 30_000 }, () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  const send = (zip: Uint8Array, token = owner.token) => raw('POST', '/api/admin/data/import-markdown', { token, body: zip });
  const article = (title: string) =>
    env.DB.prepare('SELECT a.*, c.category_name FROM blog_article a LEFT JOIN blog_category c ON c.id = a.category_id WHERE article_title = ?').bind(title).first<Record<string, any>>();
  const tagsOf = async (id: number) =>
    (await env.DB.prepare('SELECT t.tag_name FROM blog_article_tag x JOIN blog_tag t ON t.id = x.tag_id WHERE x.article_id = ? ORDER BY t.tag_name').bind(id).all<{ tag_name: string }>()).results.map(
      (r) => r.tag_name,
    );
  const version = async () => (await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>())?.value ?? 0;

  beforeAll(async () => {
    owner = await makeUser(1);
  });

  it('imports the Hexo folder: dates, taxonomy, draft, pictures, code as written', async () => {
    const start = await version();
    const res = await send(zipFolder('hexo'));
    expect(res.json.code).toBe(0);
    const result = res.json.result;
    expect(result.created.map((c: { title: string }) => c.title).sort()).toEqual(['你好，Hexo', '在 Workers 上写博客：代码示例', '还没写完的草稿'].sort());
    expect(result.skipped).toEqual([]);
    expect(result.images.uploaded).toBe(2);
    expect(result.images.missing).toEqual([
      { file: 'source/_posts/draft-post.md', ref: 'https://example.com/cover.jpg', reason: expect.stringContaining('其他网站') },
      { file: 'source/_posts/hello-hexo.md', ref: './missing.png', reason: '压缩包中找不到这张图片' },
    ]);

    const hello = (await article('你好，Hexo'))!;
    expect(hello).toMatchObject({ author_id: owner.id, status: 1, category_name: '技术', article_description: '从 Hexo 搬过来的第一篇文章', createdAt: '2023-05-01 10:20:30', updatedAt: '2023-05-02 08:00:00' });
    expect(await tagsOf(hello.id)).toEqual(['Hexo', '博客'].sort());
    const diagram = /!\[示意图\]\((\/img\/upload\/[^ )]+\.png) "示意图"\)/.exec(hello.article_content)?.[1];
    expect(diagram).toBeTruthy();
    // the asset tag becomes a Markdown image of the same (once uploaded) picture
    expect(hello.article_content).toContain(`![同一张图](${diagram})`);
    expect(hello.article_content).toContain('![丢失的图](./missing.png)');
    expect(hello.article_cover).toMatch(/^\/img\/upload\/.+\.png$/);
    for (const [url, file] of [
      [diagram!, 'hexo/source/_posts/hello-hexo/diagram.png'],
      [hello.article_cover, 'hexo/source/images/banner.png'],
    ]) {
      const img = await raw('GET', url);
      expect(img.headers.get('Content-Type')).toBe('image/png');
      expect(img.bytes).toEqual(picture(file));
      const stored = await env.DB.prepare('SELECT owner_id, kind FROM stored_file WHERE key = ?').bind(url.replace('/img/', '')).first();
      expect(stored).toEqual({ owner_id: owner.id, kind: 'upload' });
    }

    const draft = (await article('还没写完的草稿'))!;
    expect(draft).toMatchObject({ status: 2, category_name: '随笔', article_cover: '' });
    expect(await tagsOf(draft.id)).toEqual(['草稿']);

    const code = (await article('在 Workers 上写博客：代码示例'))!;
    expect(code).toMatchObject({ createdAt: '2024-02-10 09:30:00', category_name: '后端' });
    expect(code.article_content).toContain("// 代码块里的图片语法不是图片：![x](not-an-image.png)\nconst 问候 = '你好，世界';");
    expect(code.article_content).toContain('行内代码 `![y](also-not.png)` 也保持原样。');

    // readers see the public ones (not the draft), search finds them, cached lists moved on
    const home = await call('GET', '/api/article/blogHomeGetArticleList/1/10', { ip: uniqueIp() });
    const titles = home.json.result.list.map((a: { article_title: string }) => a.article_title);
    expect(titles).toContain('你好，Hexo');
    expect(titles).not.toContain('还没写完的草稿');
    const search = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent('问候')}`, { ip: uniqueIp() });
    expect(search.json.result.map((a: { id: number }) => a.id)).toContain(code.id);
    expect(await version()).toBeGreaterThan(start);
  });

  it('adds nothing when the same folder comes again, and says why', async () => {
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM blog_article').first<{ n: number }>())!.n;
    const objects = async () => (await env.BUCKET.list()).objects.length;
    const [articles, files] = [await count(), await objects()];
    const res = await send(zipFolder('hexo'));
    expect(res.json.result.created).toEqual([]);
    expect(res.json.result.skipped).toHaveLength(3);
    for (const s of res.json.result.skipped) expect(s.reason).toBe('已导入过（标题和日期相同），跳过');
    expect(res.json.result.images.uploaded).toBe(0);
    expect([await count(), await objects()]).toEqual([articles, files]);
  });

  it('imports a Hugo page bundle with TOML front matter, skipping the section page', async () => {
    const res = await send(zipFolder('hugo'));
    expect(res.json.code).toBe(0);
    expect(res.json.result.created).toEqual([{ file: 'content/posts/hugo-post/index.md', title: '来自 Hugo 的文章', id: expect.any(Number), draft: false }]);
    expect(res.json.result.skipped).toEqual([{ file: 'content/posts/_index.md', title: '', reason: expect.stringContaining('栏目页') }]);
    const hugo = (await article('来自 Hugo 的文章'))!;
    expect(hugo).toMatchObject({ createdAt: '2024-03-01 20:00:00', updatedAt: '2024-03-05 08:30:00', category_name: '建站', article_description: '用 TOML 写的 front matter', status: 1 });
    expect(await tagsOf(hugo.id)).toEqual(['Hugo', '静态站点'].sort());
    expect(hugo.article_cover).toMatch(/^\/img\/upload\//);
    expect((await raw('GET', hugo.article_cover)).bytes).toEqual(picture('hugo/content/posts/hugo-post/cover.png'));
    const photo = /!\[配图\]\((\/img\/[^)]+)\)/.exec(hugo.article_content)![1]!;
    expect((await raw('GET', photo)).bytes).toEqual(picture('hugo/content/posts/hugo-post/photo.png'));
  });

  it('refuses what it cannot read, with the reason in Chinese', async () => {
    const notZip = await send(new TextEncoder().encode('这不是压缩包'));
    expect(notZip.json).toEqual({ code: DATA_ERROR_CODE, message: '文件不是有效的 zip 压缩包' });
    const noPosts = await send(zipSync({ 'a.txt': new TextEncoder().encode('x') }));
    expect(noPosts.json).toEqual({ code: DATA_ERROR_CODE, message: '压缩包里没有 Markdown 文章（.md 或 .markdown）' });
    const tooBig = await send(new Uint8Array(30 * 1024 * 1024 + 1));
    expect(tooBig.json).toEqual({ code: DATA_ERROR_CODE, message: '文件不能超过30MB' });
    const empty = await call('POST', '/api/admin/data/import-markdown', { token: owner.token, ip: uniqueIp() });
    expect(empty.json).toEqual({ code: DATA_ERROR_CODE, message: '请选择要上传的文件' });
  });

  it('refuses an entry whose stated size lies instead of cutting it short', async () => {
    const post = (title: string, cover = '') =>
      new TextEncoder().encode(`---\ntitle: ${title}\n${cover ? `cover: ${cover}\n` : ''}---\n${'正文，一段很长的文字 😀 %_ '.repeat(400)}结尾`);
    const photo = picture('hugo/content/posts/hugo-post/photo.png');
    const zip = zipSync({
      'p/shrunk.md': post('谎报变小'),
      'p/stored.md': [post('谎报变小（未压缩）'), { level: 0 }],
      'p/honest.md': post('诚实的文章', 'grown.png'),
      'p/grown.png': photo,
    });
    // the central directory (and the local header) claim other sizes than the data has
    statedSize(zip, 'p/shrunk.md', 100);
    statedSize(zip, 'p/stored.md', 100, true);
    statedSize(zip, 'p/grown.png', photo.length + 1000);
    const objects = (await env.BUCKET.list()).objects.length;
    const res = await send(zip);
    expect(res.json.code).toBe(0);
    expect(res.json.result.created.map((c: { title: string }) => c.title)).toEqual(['诚实的文章']);
    expect(res.json.result.skipped).toEqual([
      { file: 'p/shrunk.md', title: '', reason: '压缩包中的 p/shrunk.md 实际大小与压缩包记录的不一致（文件已损坏或被改动），没有导入' },
      { file: 'p/stored.md', title: '', reason: '压缩包中的 p/stored.md 无法解压' },
    ]);
    expect(res.json.result.images.missing).toEqual([
      { file: 'p/honest.md', ref: 'grown.png', reason: '压缩包中的 p/grown.png 实际大小与压缩包记录的不一致（文件已损坏或被改动），没有导入' },
    ]);
    expect(await article('谎报变小')).toBeNull();
    expect((await article('诚实的文章'))!.article_content).toMatch(/结尾$/);
    expect((await env.BUCKET.list()).objects.length).toBe(objects);
  });

  it('refuses a zip whose directory points outside it', async () => {
    const zip = zipSync({ 'p/a.md': new TextEncoder().encode('---\ntitle: 甲\n---\n正文') });
    const end = zip.length - 22;
    new DataView(zip.buffer).setUint32(end + 16, zip.length + 10, true);
    expect((await send(zip)).json).toEqual({ code: DATA_ERROR_CODE, message: '文件不是有效的 zip 压缩包' });
  });

  it('skips a post the editor would refuse, uploading none of its pictures', async () => {
    const objects = (await env.BUCKET.list()).objects.length;
    const zip = zipSync({
      'p/empty.md': new TextEncoder().encode('---\ntitle: 只有标题\ncover: a.png\n---\n   \n'),
      'p/a.png': picture('hugo/content/posts/hugo-post/photo.png'),
    });
    const res = await send(zip);
    expect(res.json.result.skipped).toEqual([{ file: 'p/empty.md', title: '只有标题', reason: '请输入文章内容' }]);
    expect((await env.BUCKET.list()).objects.length).toBe(objects);
  });
});
