// @vitest-environment node
/**
 * What the demo content promises a newcomer, read from the seed itself
 * (scripts/seed-data, scripts/music) rather than through a browser: the
 * seeded owner exists (so the demo never shows /setup), every seeded comment
 * carries a region, and one playlist is longer than a page of 30 so its
 * paging can be seen (the paging itself: tests/worker/music-library.test.ts).
 */
import { expect, it } from 'vitest';
import { encoreSongs } from '../../scripts/music/encores.mjs';
import { TUNES } from '../../scripts/music/tunes.mjs';
import { buildSeed } from '../../scripts/seed-data/index.mjs';
import { userMarkdownToHtml } from '@/lib/user-markdown';

const seed = new Map<string, Record<string, unknown>[]>(await buildSeed());

it('the demo has its owner: an administrator with id 1, so npm start never leads to /setup', () => {
  const owner = seed.get('blog_user')?.find((u) => u.id === 1);
  expect(owner).toMatchObject({ username: 'owner', role: 1 });
});

it('every seeded comment names a region, never 未知地区', () => {
  const comments = seed.get('blog_comment') ?? [];
  expect(comments.length).toBeGreaterThan(0);
  for (const c of comments) expect(c.ip_address, `comment ${String(c.id)}`).toMatch(/\S/);
  expect(comments.filter((c) => c.ip_address === '未知地区')).toEqual([]);
});

it('the long playlist holds more than one page of 30 songs', () => {
  const tunes = TUNES.map((t, i) => ({ ...t, id: i + 1 }));
  const { order } = encoreSongs(tunes);
  expect(order.length).toBeGreaterThan(30);
  expect(order.length).toBeLessThanOrEqual(60);
});

it('seeded comments and notes show code, generics and emoji as readers of a tech blog write them (issue 28)', () => {
  const texts = [...(seed.get('blog_comment') ?? []).map((c) => String(c.content)), ...(seed.get('blog_message') ?? []).map((m) => String(m.message))];
  const block = texts.find((t) => t.includes('```'));
  expect(userMarkdownToHtml(block ?? '', true)).toMatch(/<pre><code>[^]*RefCell&lt;T&gt;[^]*<\/code><\/pre>/);
  expect(texts.filter((t) => t.includes('Rc<RefCell<T>>')).length).toBeGreaterThan(1);
  expect(texts.some((t) => /`[^`]*<[^`]*`/.test(t) && /<b>/.test(t))).toBe(true);
  expect(texts.filter((t) => /\p{Extended_Pictographic}/u.test(t)).length).toBeGreaterThan(5);
});
