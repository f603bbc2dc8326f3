/**
 * The longest article the console accepts saves and is found by one character (article_chars,
 * migrations/0013). Its triggers once split the text in time that grew with the square of its
 * length: 80,000 Chinese characters took 140 s and this test timed out. No timing is asserted here,
 * only that the save completes within the test's (generous) limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_MAX_BYTES } from '../../contract/admin-article';
import { addTaxonomy } from './article-fixtures';
import { call, makeUser, uniqueIp } from './helpers';

let owner: Awaited<ReturnType<typeof makeUser>>;
let tagId: number;
let fresh = 0;

/** `length` characters cycling through 20,000 common CJK ones (U+4E00 to U+9C1F), 3 UTF-8 bytes each. */
const chinese = (length: number, from = 0) => Array.from({ length }, (_, i) => String.fromCharCode(0x4e00 + ((from + i) % 20_000))).join('');

/** Ids of the published articles holding `ch`, by the one-character search. */
async function holding(ch: string) {
  const res = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent(ch)}?fresh=${++fresh}`, { ip: uniqueIp() });
  expect(res.json.code).toBe(0);
  return (res.json.result as { id: number }[]).map((r) => r.id);
}

const save = (body: Record<string, unknown>, method = 'POST') =>
  call(method, method === 'POST' ? '/api/article/add' : '/api/article/update', { body, token: owner.token, ip: uniqueIp() });

beforeAll(async () => {
  owner = await makeUser(1);
  tagId = (await addTaxonomy()).tgs[0]!.id;
});

describe('a long article', () => {
  it('saves at the largest size the console accepts and is found by its last character', async () => {
    // 龘 (past U+9C1F) and E close the text, once each: the whole of it was indexed. 鼎 is nowhere.
    const content = `${chinese(Math.floor(ARTICLE_CONTENT_MAX_BYTES / 3) - 2)}龘E`;
    expect(new TextEncoder().encode(content).length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX_BYTES);
    const add = await save({ article_title: '长文', article_content: content, category: { category_name: '长篇' }, tagList: [{ id: tagId }] });
    expect(add.json.code).toBe(0);
    const id = add.json.result.id as number;
    expect(await holding('龘')).toEqual([id]);
    expect(await holding('e')).toEqual([id]);
    expect(await holding('鼎')).toEqual([]);

    // an edit of the whole text reindexes it just as fast
    const edit = await save(
      { id, article_title: '长文', article_content: `${chinese(200_000, 7)}鼎`, category: { category_name: '长篇' }, tagList: [{ id: tagId }] },
      'PUT',
    );
    expect(edit.json.code).toBe(0);
    expect(await holding('鼎')).toEqual([id]);
    expect(await holding('龘')).toEqual([]);
  }, 120_000);
});
