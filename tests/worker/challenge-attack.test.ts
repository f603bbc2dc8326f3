/**
 * The scripted attack of issue 29, first half (the second: challenge-attack-posts.test.ts): 200
 * registrations and 200 guest notes from 50 addresses without solving a challenge create no account
 * and no note; every one is refused for the missing solution, not by a rate limit.
 */
import { beforeAll, expect, it } from 'vitest';
import { challengeTexts } from '../../contract/challenge-solution';
import { ADDRESSES, count, flood } from './challenge-attack-helpers';
import { ALL_ON, setChallenge } from './challenge-helpers';
import { call, makeUser } from './helpers';

beforeAll(async () => {
  await setChallenge((await makeUser(1)).token, ALL_ON);
});

it('200 registrations and 200 guest notes from 50 addresses, unsolved: no account, no note', async () => {
  const started = Date.now();
  const accountsBefore = await count('SELECT count(*) AS n FROM blog_user');
  const registrations = await flood(Array.from({ length: 200 }, (_, i) => i), (i) =>
    call('POST', '/api/user/register', { body: { username: `spam${String(i).padStart(4, '0')}`, password: 'abc123' }, ip: ADDRESSES[i % 50] }),
  );
  const note = { color: '#ffffff', font_size: 14, font_weight: 600, bg_color: '#409eff', bg_url: '', tag: '广告' };
  const notes = await flood(Array.from({ length: 200 }, (_, i) => i), (i) => call('POST', '/api/message/add', { body: { ...note, message: `刷屏留言 ${i}` }, ip: ADDRESSES[i % 50] }));
  console.log(`[challenge-attack] 400 unsolved registrations and notes refused in ${Date.now() - started} ms`);
  const answers = [...registrations, ...notes];
  expect(answers).toHaveLength(400);
  expect(new Set(answers.map((a) => a.message))).toEqual(new Set([challengeTexts.required]));
  expect(await count('SELECT count(*) AS n FROM blog_user')).toBe(accountsBefore);
  expect(await count('SELECT count(*) AS n FROM blog_message')).toBe(0);
}, 300_000);
