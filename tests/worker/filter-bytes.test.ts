/**
 * Text filters at their longest, in bytes: D1 refuses LIKE patterns over 50
 * bytes, and one CJK character is 3 of them, an emoji 4, and an escaped % or
 * _ two. Every filter the site offers takes its longest text and answers
 * (issue #26: 17 CJK characters made the message board answer 500).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, songs } from '../../worker/db/schema';
import { consoleWorld, type ConsoleWorld } from './admin-fixtures';
import { addArticles } from './article-fixtures';
import { call, db, uniqueIp } from './helpers';

/** `units` UTF-16 units (what zod's .max() counts) of text that is as long in bytes as such text gets, wildcards and an emoji included. */
const longText = (units: number) => `%_${'汉'.repeat(units - 4)}😀`;
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('filters on long multi-byte text', () => {
  // a filter fails only when a row is tested against it: one of everything in every list
  let world: ConsoleWorld;
  beforeAll(async () => {
    world = await consoleWorld();
  });

  it('the message board finds a 100-unit filter (294 bytes) literally, in either ASCII case', async () => {
    const text = longText(100);
    expect(bytes(text)).toBe(294);
    const d = db();
    const [hit, wildcardOnly, upper] = await d
      .insert(messages)
      .values([{ message: `前${text}后` }, { message: `前Qx${text.slice(2)}后` }, { message: '大写ABC留言' }])
      .returning()
      .all();
    const res = await call('POST', '/api/message/getMessageList', { ip: uniqueIp(), body: { current: 1, size: 10, message: text } });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(0);
    const ids = (res.json.result.list as { id: number }[]).map((m) => m.id);
    expect(ids).toContain(hit!.id);
    // % and _ are text, not wildcards
    expect(ids).not.toContain(wildcardOnly!.id);

    const folded = await call('POST', '/api/message/getMessageList', { ip: uniqueIp(), body: { current: 1, size: 10, message: 'abc留言' } });
    expect((folded.json.result.list as { id: number }[]).map((m) => m.id)).toContain(upper!.id);
  });

  it('the article search takes 50 units of % (the old escape made 102 bytes of pattern) and finds them', async () => {
    const texts = ['%'.repeat(50), '_'.repeat(50), longText(50)];
    const [article] = await addArticles([{ article_title: '通配符', article_content: texts.join('\n'), category_id: world.cats[0]!.id }]);
    for (const text of texts) {
      const res = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent(text)}`, { ip: uniqueIp() });
      expect(res.status, text).toBe(200);
      expect((res.json.result as { id: number }[]).map((a) => a.id), text).toEqual([article!.id]);
    }
  });

  it('the music search takes 100 units of keywords and finds a song by them', async () => {
    const name = longText(100);
    const [song] = await db().insert(songs).values({ name, audio_key: 'music/audio/long.wav' }).returning().all();
    for (const keywords of ['a'.repeat(49), 'a'.repeat(100), name]) {
      const res = await call('GET', `/wapi/search?keywords=${encodeURIComponent(keywords)}`, { ip: uniqueIp() });
      expect(res.status, keywords).toBe(200);
      if (keywords === name) expect(res.text).toContain(`"id":${song!.id}`);
    }
  });

  it('the public friend-link list and every console list filter take their longest text', async () => {
    const { owner } = world;
    const t55 = longText(55);
    const filters: [string, Record<string, unknown>][] = [
      ['/api/article/getArticleList', { article_title: longText(100) }],
      ['/api/category/getCategoryList', { category_name: t55 }],
      ['/api/tag/getTagList', { tag_name: t55 }],
      ['/api/photoAlbum/', { album_name: t55 }],
      ['/api/comment/backGetCommentList', { content: t55, from_name: t55, to_name: t55 }],
      ['/api/admin/comment/list', { content: t55 }],
      ['/api/user/getUserList', { nick_name: t55 }],
      ['/api/admin/music/songs', { keyword: t55 }],
      ['/api/admin/links/list', { site_name: t55 }],
      ['/api/admin/message/list', { keyword: t55 }],
      ['/api/links/getLinksList', { status: 1, site_name: t55 }],
      ['/api/links/getLinksList', { status: 2, site_name: t55 }],
    ];
    const answers = [];
    for (const [path, filter] of filters) {
      const res = await call('POST', path, { token: owner.token, ip: uniqueIp(), body: { current: 1, size: 10, ...filter } });
      answers.push({ path, status: res.status, code: res.json?.code, total: res.json?.result?.total });
    }
    expect(answers).toEqual(filters.map(([path]) => ({ path, status: 200, code: 0, total: 0 })));
  });
});
