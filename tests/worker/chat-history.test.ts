import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, makeUser } from './helpers';
import { openSocket, type TestSocket } from './chat-helpers';
import { ChatHistory } from '../../worker/chat/chat-history';

const room = () => env.CHAT_ROOM.getByName('public');

async function say(s: TestSocket, content: string) {
  s.send({ type: 'message', content });
  return (await s.waitFor((f) => f.type === 'message' && f.content === content)).id as number;
}

/** The rows in the room's own SQLite, read straight from storage. */
const storedIds = () =>
  runInDurableObject(room(), (_room, state) => state.storage.sql.exec<{ id: number }>('SELECT id FROM chat_message ORDER BY id').toArray().map((r) => r.id));

describe('a message is in storage before anyone is shown it', () => {
  it('each echo the sender gets is already a stored row, with no wait and no read of the room in between', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const s = await openSocket(a.token);
    const other = await openSocket(b.token);
    for (const content of ['一', '二', '三']) {
      const mark = other.mark();
      const id = await say(s, content);
      // checked the moment the echo arrives: a row written by a later timer would be missing here
      expect(await storedIds()).toContain(id);
      await other.waitFor((f) => f.type === 'message' && f.id === id, mark);
    }
    s.close();
    other.close();
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
    // AUTOINCREMENT records the highest id ever given, which a clear never lowers
    const recorded = await runInDurableObject(room(), (_room, state) =>
      state.storage.sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'chat_message'").one().seq,
    );
    expect(recorded).toBe(after);
    s.close();
  });

  it("rows another history writes on the same storage (the tool worker's fill-room) take ids the room then skips", async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    const before = await say(s, '填充之前');
    // the room counts ids in memory: a second history on its storage hands out the ones it would give next
    const filled = await runInDurableObject(room(), (_room, state) => {
      const other = new ChatHistory(state.storage.sql);
      const row = { user_id: a.id, content: '填充', content_type: 'text' as const, nick_name: '', avatar: '' };
      return [other.add(row).id, other.add(row).id];
    });
    expect(filled).toEqual([before + 1, before + 2]);
    const after = await say(s, '填充之后');
    expect(after).toBe(before + 3);
    expect(new Set(await storedIds()).size).toBe((await storedIds()).length);
    s.close();
  });
});
