/**
 * Chat @mentions (issue 30): what counts as a mention (contract/chat-mention.ts), and the room's
 * part: a public message that names an account with no socket in the room tells them once (a
 * drawer notice and a `mention` push), a present one not at all, a held one nobody.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mentionCandidates, mentionsName, resolveMention } from '../../contract/chat-mention';
import { NOTIFY_TYPE } from '../../contract/notify-shapes';
import { notifies, users } from '../../worker/db/schema';
import { openSocket } from './chat-helpers';
import { call, db, makeUser, uniqueIp } from './helpers';
import { decrypt, fakePushService, makeBrowser, subscriptionOf, type Browser } from './push-helpers';

describe('what a mention is', () => {
  it('@ then a name up to whitespace, at most five, never inside a word', () => {
    expect(mentionCandidates('@小明 你好 @小红，早')).toEqual(['小明', '小红，早']);
    expect(mentionCandidates('写信到 me@example.com')).toEqual([]);
    expect(mentionCandidates('@a @a @b @c @d @e @f')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mentionCandidates('没有提到谁')).toEqual([]);
    expect(mentionCandidates('@ 空格')).toEqual([]);
  });

  it('the longest known name that ends where a mention may end: 小明 and 小明明 both exist', () => {
    const known = new Set(['小明', '小明明', 'tom', 'a.b']);
    expect(resolveMention('小明明', known)).toBe('小明明');
    expect(resolveMention('小明', known)).toBe('小明');
    expect(resolveMention('小明，早', known)).toBe('小明');
    expect(resolveMention('小明明！', known)).toBe('小明明');
    // a name runs on into more letters: not that name
    expect(resolveMention('小明你好', known)).toBeNull();
    expect(resolveMention('tomcat', known)).toBeNull();
    expect(resolveMention('a.b', known)).toBe('a.b');
  });

  it('the chat list knows whether a message mentions its reader', () => {
    expect(mentionsName('@小明 来听歌', '小明')).toBe(true);
    expect(mentionsName('@小明明 来听歌', '小明')).toBe(false);
    expect(mentionsName('小明 来听歌', '小明')).toBe(false);
    expect(mentionsName('@小明。', '小明')).toBe(true);
  });
});

type User = Awaited<ReturnType<typeof makeUser>>;
const subscribe = (b: Browser, token: string) => call('POST', '/api/push/subscribe', { body: { subscription: subscriptionOf(b), topics: ['mention'] }, token, ip: uniqueIp() });
const mentionsOf = (u: User) => db().select().from(notifies).where(and(eq(notifies.user_id, u.id), eq(notifies.type, NOTIFY_TYPE.mention)));
const rename = (u: User, nick_name: string) => db().update(users).set({ nick_name }).where(eq(users.id, u.id));

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

describe('the room tells mentioned people who are away', () => {
  let speaker: User;
  let away: User;
  let prefix: User;
  let here: User;
  let awayPhone: Browser;
  let herePhone: Browser;
  let prefixPhone: Browser;
  const push = fakePushService();

  beforeAll(async () => {
    [speaker, away, prefix, here] = [await makeUser(), await makeUser(), await makeUser(), await makeUser()];
    await rename(away, '提及小明明');
    await rename(prefix, '提及小明');
    await rename(here, '在场的人');
    [awayPhone, herePhone, prefixPhone] = [await makeBrowser(), await makeBrowser(), await makeBrowser()];
    await subscribe(awayPhone, away.token);
    await subscribe(herePhone, here.token);
    await subscribe(prefixPhone, prefix.token);
  });

  it('an absent account is told once (drawer and push), a present one and a name’s prefix not at all', async () => {
    const s = await openSocket(speaker.token);
    const present = await openSocket(here.token);
    push.reset();
    const content = '@提及小明明 今晚一起听歌 @提及小明明 @在场的人';
    s.send({ type: 'message', content });
    await s.waitFor((f) => f.type === 'message' && f.content === content);
    expect(await until(async () => (await mentionsOf(away)).length > 0)).toBe(true);
    await push.settle(1);
    const notes = await mentionsOf(away);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toBe(`您在聊天室收到了来自于：${speaker.nick_name} 的@: @提及小明明 今晚一起听歌 @提及小明明 @在场的人！`);
    expect(push.deliveries.map((d) => d.endpoint)).toEqual([awayPhone.endpoint]);
    expect(await decrypt(push.deliveries[0]!.body, awayPhone)).toMatchObject({ title: '有人在聊天室@了你', url: '/message/chat' });
    expect(await mentionsOf(here)).toHaveLength(0);
    expect(await mentionsOf(prefix)).toHaveLength(0);
    // the drawer lists it in the legacy shape, with the new kind
    const list = await call('POST', '/api/notify/getNotifyList', { body: { current: 1, size: 10 }, token: away.token });
    expect(list.json.result.list[0]).toMatchObject({ type: NOTIFY_TYPE.mention, to_id: null, user_id: away.id });
    // the same speaker naming them again within the minute tells them nothing more
    push.reset();
    s.send({ type: 'message', content: '@提及小明明 还在吗' });
    await s.waitFor((f) => f.type === 'message' && f.content === '@提及小明明 还在吗');
    await push.settle(0, 500);
    expect(push.deliveries).toHaveLength(0);
    expect(await mentionsOf(away)).toHaveLength(1);
    s.close();
    present.close();
  });

  it('a message without an @ looks nobody up; naming oneself tells nobody', async () => {
    const s = await openSocket(away.token);
    push.reset();
    for (const content of ['提及小明明 没有at', '@提及小明明 自己']) {
      s.send({ type: 'message', content });
      await s.waitFor((f) => f.type === 'message' && f.content === content);
    }
    await push.settle(0, 500);
    expect(push.deliveries).toHaveLength(0);
    expect(await mentionsOf(away)).toHaveLength(1);
    s.close();
  });
});
