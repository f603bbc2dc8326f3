import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentMessages } from '../../contract/comment';
import { ErrorCode } from '../../contract/envelope';
import { likeMessages } from '../../contract/like';
import { articles } from '../../worker/db/schema';
import { chinaTime } from '../../worker/db/time';
import { api, db, makeUser } from './helpers';

// A scheduled article is not public until its time: the one published rule (services/published.ts)
// keeps comments and likes off it, as it keeps it off every list.
let reader: Awaited<ReturnType<typeof makeUser>>;
let scheduledId: number;
const future = chinaTime(new Date(Date.now() + 86_400_000));
const past = chinaTime(new Date(Date.now() - 60_000));

const comment = (forId: number, token = reader.token) => api({ token }).comment.add.$post({ json: { type: 1, for_id: forId, content: '抢先评论' } });
const like = (forId: number) => api({ token: reader.token }).like.addLike.$post({ json: { type: 1, for_id: forId } });

beforeAll(async () => {
  reader = await makeUser(2);
  scheduledId = (await db().insert(articles).values({ article_title: '定时文章', publish_at: future }).returning().get()).id;
});

describe('a scheduled article before its time', () => {
  it('refuses a comment with the target-missing message', async () => {
    const res = await (await comment(scheduledId)).json();
    expect(res).toMatchObject({ code: ErrorCode.comment, message: commentMessages.targetMissing });
  });

  it('refuses a like with the target-missing message and keeps its counter', async () => {
    const res = await (await like(scheduledId)).json();
    expect(res).toMatchObject({ code: ErrorCode.like, message: likeMessages.targetMissing });
    expect((await db().select().from(articles).where(eq(articles.id, scheduledId)).get())!.thumbs_up_times).toBe(0);
  });

  it('still asks a visitor to log in before commenting', async () => {
    const res = await api().comment.add.$post({ json: { type: 1, for_id: scheduledId, content: '游客' } });
    expect(res.status).toBe(401);
  });

  it('refuses bad input before looking at the target', async () => {
    const res = await (await api({ token: reader.token }).comment.add.$post({ json: { type: 1, for_id: scheduledId, content: '' } })).json();
    expect(res.code).not.toBe(0);
  });
});

describe('the same article once its time has come', () => {
  it('accepts a comment and a like', async () => {
    await db().update(articles).set({ publish_at: past }).where(eq(articles.id, scheduledId)).run();
    expect(await (await comment(scheduledId)).json()).toMatchObject({ code: 0 });
    expect(await (await like(scheduledId)).json()).toMatchObject({ code: 0, result: true });
    expect((await db().select().from(articles).where(eq(articles.id, scheduledId)).get())!.thumbs_up_times).toBe(1);
  });
});
