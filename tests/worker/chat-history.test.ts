import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HISTORY_FLUSH_MS } from '../../worker/chat/chat-history';
import { call, makeUser } from './helpers';
import { openSocket, sleep, type TestSocket } from './chat-helpers';

const room = () => env.CHAT_ROOM.getByName('public');

async function say(s: TestSocket, content: string) {
  s.send({ type: 'message', content });
  return (await s.waitFor((f) => f.type === 'message' && f.content === content)).id as number;
}

/** The rows in the room's own SQLite, read straight from storage (no flush of the room's in between). */
const storedIds = () =>
  runInDurableObject(room(), (_room, state) => state.storage.sql.exec<{ id: number }>('SELECT id FROM chat_message ORDER BY id').toArray().map((r) => r.id));

describe('the history is written a moment after the broadcast, and never missing', () => {
  it('a message reaches storage within the flush interval without anyone reading it', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    const ids = [await say(s, '一'), await say(s, '二'), await say(s, '三')];
    await sleep(HISTORY_FLUSH_MS + 100);
    expect(await storedIds()).toEqual(expect.arrayContaining(ids));
    s.close();
  });

  it('what was just broadcast can be revoked and listed at once', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    const id = await say(s, '马上撤回');
    s.send({ type: 'revert', message_id: id });
    await s.waitFor((f) => f.type === 'revert' && f.message_id === id);
    const listed = await say(s, '马上列出');
    const page = (await call('POST', '/api/chat/getChatList', { body: { size: 5, last_id: '' } })).json.result;
    expect(page.list.at(-1)).toMatchObject({ id: listed, content: '马上列出' });
    expect(page.list.some((m: { id: number }) => m.id === id)).toBe(false);
    s.close();
  });

  it('ids keep growing across a clear and a new instance, so a late revert never hits a newer message', async () => {
    const a = await makeUser();
    const admin = await makeUser(1);
    const s = await openSocket(a.token);
    const before = await say(s, '清空之前');
    expect((await call('POST', '/api/chat/delete', { token: admin.token })).json.code).toBe(0);
    const after = await say(s, '清空之后');
    expect(after).toBeGreaterThan(before);
    await sleep(HISTORY_FLUSH_MS + 100);
    // a woken room starts its ids past what AUTOINCREMENT records (chat-history.ts reads it when built), which a clear never lowers
    const recorded = await runInDurableObject(room(), (_room, state) =>
      state.storage.sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'chat_message'").one().seq,
    );
    expect(recorded).toBe(after);
    s.close();
  });
});
