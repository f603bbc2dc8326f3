import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifies } from '../../worker/db/schema';
import { call, db, makeUser } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let me: User;
let other: User;
let myIds: number[];
let theirId: number;

beforeAll(async () => {
  me = await makeUser(2);
  other = await makeUser(1);
  const mine = await db()
    .insert(notifies)
    .values([
      { user_id: me.id, type: 1, to_id: 5, message: '旧的已读', isView: 2, createdAt: '2024-01-03 00:00:00' },
      { user_id: me.id, type: 2, to_id: 6, message: '旧的未读', isView: 1, createdAt: '2024-01-01 00:00:00' },
      { user_id: me.id, type: 3, to_id: null, message: '新的未读', isView: 1, createdAt: '2024-01-02 00:00:00' },
    ])
    .returning();
  myIds = mine.map((n) => n.id);
  theirId = (await db().insert(notifies).values({ user_id: other.id, type: 4, message: '别人的' }).returning().get()).id;
});

const list = (body: Record<string, unknown>, token?: string) => call('POST', '/api/notify/getNotifyList', { body, token });

describe('notifications belong to their owner', () => {
  it('lists only the token user’s own, unread first then newest, whatever userId says', async () => {
    const res = await list({ current: 1, size: 10, userId: other.id }, me.token);
    expect(res.json.result).toMatchObject({ total: 3, current: 1, size: 10 });
    expect(res.json.result.list.map((n: any) => n.message)).toEqual(['新的未读', '旧的未读', '旧的已读']);
    expect((await list({ current: 2, size: 2 }, me.token)).json.result.list).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await list({ current: 1, size: 10, userId: me.id });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('100016');
    expect((await call('PUT', `/api/notify/update/${myIds[1]}`)).status).toBe(401);
    expect((await call('PUT', `/api/notify/delete/${myIds[1]}`)).status).toBe(401);
  });

  it('marks read only one’s own', async () => {
    const res = await call('PUT', `/api/notify/update/${myIds[1]}`, { token: me.token });
    expect(res.json).toMatchObject({ code: 0, result: true });
    expect((await db().select().from(notifies).where(eq(notifies.id, myIds[1]!)).get())!.isView).toBe(2);
    const foreign = await call('PUT', `/api/notify/update/${theirId}`, { token: me.token });
    expect(foreign.json).toMatchObject({ code: '100017', message: '消息不存在' });
    expect((await db().select().from(notifies).where(eq(notifies.id, theirId)).get())!.isView).toBe(1);
    expect((await call('PUT', '/api/notify/update/zero', { token: me.token })).json).toMatchObject({ code: '100017', message: '消息id不合法' });
  });

  it('deletes only one’s own', async () => {
    const foreign = await call('PUT', `/api/notify/delete/${theirId}`, { token: me.token });
    expect(foreign.json.code).toBe('100017');
    expect(await db().select().from(notifies).where(eq(notifies.id, theirId))).toHaveLength(1);
    const own = await call('PUT', `/api/notify/delete/${myIds[0]}`, { token: me.token });
    expect(own.json).toMatchObject({ code: 0, result: { res: 1 } });
    expect((await list({}, me.token)).json.result.total).toBe(2);
  });
});
