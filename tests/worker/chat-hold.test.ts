/**
 * The owner's rules in the chat room (issue 29): a held message reaches only its sender and the
 * administrators' sockets (marked held), the history hides it from everyone else, approving sends it
 * to the room and rejecting takes it back; a refusal is a tip and nothing is stored. The room checks
 * its own copy of the rules, which the owner's save hands it at once.
 */
import { describe, expect, it } from 'vitest';
import { WRITE_RULES_DEFAULTS, heldTexts, writeRefusals } from '../../contract/write-rules';
import { eq } from 'drizzle-orm';
import { users } from '../../worker/db/schema';
import { call, db, makeUser } from './helpers';
import { isOnline, openSocket, sleep, type TestSocket } from './chat-helpers';

const history = async (token?: string) => (await call('POST', '/api/chat/getChatList', { token, body: { size: 100, last_id: '' } })).json.result;

describe('held chat messages', () => {
  it('reach the sender and the owner only, and everyone once approved; rejected ones are taken back', async () => {
    const owner = await makeUser(1);
    const a = await makeUser();
    const b = await makeUser();
    const save = (body: Partial<typeof WRITE_RULES_DEFAULTS>) =>
      call('PUT', '/api/admin/security/rules', { token: owner.token, body: { ...WRITE_RULES_DEFAULTS, ...body } });
    expect((await save({ body: { patterns: ['代开发票'], action: 'hold' } })).json.code).toBe(0);
    const so = await openSocket(owner.token);
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    const guest = await openSocket();
    await so.waitFor(isOnline([owner.id, a.id, b.id]));

    const marks = [so.mark(), sa.mark(), sb.mark(), guest.mark()];
    sa.send({ type: 'message', content: '代开发票 加我' });
    const mine = await sa.waitFor((f) => f.type === 'message' && f.content === '代开发票 加我', marks[1]);
    expect(mine.held).toBe(true);
    expect((await sa.waitFor((f) => f.type === 'tips', marks[1])).content).toBe(heldTexts.chat);
    expect((await so.waitFor((f) => f.type === 'message' && f.id === mine.id, marks[0])).held).toBe(true);
    // a public message after it: b and the guest get that one and never the held one
    sa.send({ type: 'message', content: '大家好' });
    await sb.waitFor((f) => f.type === 'message' && f.content === '大家好', marks[2]);
    await guest.waitFor((f) => f.type === 'message' && f.content === '大家好', marks[3]);
    expect(sb.frames.slice(marks[2]).some((f) => f.type === 'message' && f.id === mine.id)).toBe(false);
    expect(guest.frames.slice(marks[3]).some((f) => f.type === 'message' && f.id === mine.id)).toBe(false);

    // the history: hidden from others and visitors, marked for the sender, listed for the owner
    const ids = (page: { list: { id: number }[] }) => page.list.map((m) => m.id);
    expect(ids(await history())).not.toContain(mine.id);
    expect(ids(await history(b.token))).not.toContain(mine.id);
    expect((await history(a.token)).list.find((m: { id: number }) => m.id === mine.id)).toMatchObject({ held: true });
    expect(ids(await history(owner.token))).toContain(mine.id);
    const total = (await history()).total;

    // the queue lists it; approving sends it to everyone, unmarked
    const queue = (await call('POST', '/api/admin/security/held/list', { token: owner.token, body: { kind: 'chat' } })).json.result;
    expect(queue.list).toEqual([expect.objectContaining({ kind: 'chat', id: mine.id, author_id: a.id, reason: '内容命中「代开发票」' })]);
    expect(queue.counts.chat).toBe(1);
    const bMark = sb.mark();
    expect((await call('POST', '/api/admin/security/held/approve', { token: owner.token, body: { items: [{ kind: 'chat', id: mine.id }] } })).json.result).toBe(1);
    const approved = await sb.waitFor((f) => f.type === 'message' && f.id === mine.id, bMark);
    expect(approved.held).toBeUndefined();
    expect((await history()).total).toBe(total + 1);

    // rejected: gone, and the sockets that had it are told
    sa.send({ type: 'message', content: '代开发票 第二次' });
    const second = await sa.waitFor((f) => f.type === 'message' && f.content === '代开发票 第二次');
    const aMark = sa.mark();
    expect((await call('POST', '/api/admin/security/held/reject', { token: owner.token, body: { items: [{ kind: 'chat', id: second.id }] } })).json.result).toEqual({ rejected: 1, disabled: 0 });
    await sa.waitFor((f) => f.type === 'revert' && f.message_id === second.id, aMark);
    expect(ids(await history(a.token))).not.toContain(second.id);
    for (const s of [so, sa, sb, guest]) s.close();
  });

  it('a refusal is a tip and stores nothing; the owner’s save reaches the room at once', async () => {
    const owner = await makeUser(1);
    const a = await makeUser();
    const b = await makeUser();
    const save = (body: Partial<typeof WRITE_RULES_DEFAULTS>) =>
      call('PUT', '/api/admin/security/rules', { token: owner.token, body: { ...WRITE_RULES_DEFAULTS, ...body } });
    await save({ body: { patterns: ['博彩'], action: 'refuse' } });
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    await sa.waitFor(isOnline([a.id]));
    let mark = sa.mark();
    sa.send({ type: 'message', content: '博彩网站' });
    expect(await sa.waitFor((f) => f.type === 'tips', mark)).toMatchObject({ content: writeRefusals.body, level: 'error' });
    await sleep(50);
    expect(sa.frames.slice(mark).some((f) => f.type === 'message')).toBe(false);
    expect((await history(owner.token)).list.some((m: { content: string }) => m.content === '博彩网站')).toBe(false);

    // the next save is in force for the very next message (the room reads D1 only every few minutes)
    await save({ body: { patterns: [], action: 'refuse' }, repeat: { accounts: 2, minutes: 10, action: 'hold' } });
    mark = sa.mark();
    sa.send({ type: 'message', content: '博彩网站' });
    expect((await sa.waitFor((f) => f.type === 'message' && f.content === '博彩网站', mark)).held).toBeUndefined();
    // the same words from a second account within the window are held
    const bMark = sb.mark();
    sb.send({ type: 'message', content: '博彩 网站' });
    expect((await sb.waitFor((f) => f.type === 'message' && f.content === '博彩 网站', bMark)).held).toBe(true);
    await save({});
    sa.close();
    sb.close();
  });

  it('the hold policy holds chat too: everyone’s with all, new accounts’ with young; the owner’s never', async () => {
    const owner = await makeUser(1);
    const veteran = await makeUser();
    await db().update(users).set({ createdAt: '2020-01-01 00:00:00' }).where(eq(users.id, veteran.id));
    const newcomer = await makeUser();
    const hold = (mode: string) => call('PUT', '/api/admin/security/hold', { token: owner.token, body: { mode, youngDays: 3 } });
    await hold('young');
    // the account's age comes with the socket's identity (read when it joins)
    const [so, sv, sn] = [await openSocket(owner.token), await openSocket(veteran.token), await openSocket(newcomer.token)];
    await so.waitFor(isOnline([owner.id, veteran.id, newcomer.id]));
    const says = async (s: TestSocket, content: string) => {
      const mark = s.mark();
      s.send({ type: 'message', content });
      return (await s.waitFor((f) => f.type === 'message' && f.content === content, mark)).held as boolean | undefined;
    };
    expect(await says(sn, '新人你好')).toBe(true);
    expect(await says(sv, '老读者你好')).toBeUndefined();
    await hold('all');
    expect(await says(sv, '老读者又来了')).toBe(true);
    expect(await says(so, '博主在此')).toBeUndefined();
    await hold('off');
    expect(await says(sn, '放开了')).toBeUndefined();
    for (const s of [so, sv, sn]) s.close();
  });
});
