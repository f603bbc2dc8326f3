import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_PATHS } from '../../contract/boot-data';
import { CHAT_PAGE_SIZE } from '../../contract/chat';
import { SESSION_COOKIE } from '../../contract/session';
import { ChatHistory } from '../../worker/chat/chat-history';
import { chatRoomHtml } from '../../worker/seo/chat-room-html';
import { config } from '../../worker/db/schema';
import { call, db, makeUser } from './helpers';
import { bootDataOf, rootOf } from './page-html';

/*
 * Issue 32: /message/chat's largest paint was the room's history (or its empty state), drawn only
 * after the app had asked POST /api/chat/getChatList. The page now carries that answer, the newest
 * page as a visitor sees it, in its boot block: never a held message, the same for everyone
 * (visitors' pages are cached, http/page-cache.ts), and hostile text cannot leave the block.
 * Its first paint is the room as the app first draws it (seo/chat-room-html.ts; the web test
 * holds that to React's markup), with the empty state when the room has nothing to show.
 */

const HOSTILE = '</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)>\u2028行\u2029段';
let author: Awaited<ReturnType<typeof makeUser>>;

const room = () => env.CHAT_ROOM.getByName('public');
/** Messages written straight into the room's history, as the room writes them (a reason holds one). */
const add = (user_id: number, contents: string[], heldReason?: string) =>
  runInDurableObject(room(), (_room, state) => {
    const history = new ChatHistory(state.storage.sql);
    return contents.map((content) => history.add({ user_id, content, content_type: 'text', nick_name: '', avatar: '' }, heldReason).id);
  });

// a distinct query per request: each is rendered, none is the edge's copy of an earlier one
let visit = 0;
const page = (headers: Record<string, string> = {}) => call('GET', `/message/chat?v=${++visit}`, { headers: { Accept: 'text/html', ...headers } });
const newestAsVisitor = async () => (await call('POST', '/api/chat/getChatList', { body: { size: CHAT_PAGE_SIZE, last_id: '' } })).json;

type ChatBoot = Record<string, { result: { list: { id: number; content: string }[] } }>;
/** The whole first paint: the header's brand (not over a banner) and the room. */
const firstPaint = (empty: boolean) =>
  '<div class="app"><div class="site-header"><div class="site-header__inner"><a class="site-header__brand" href="/home">测试博客</a></div></div>' +
  `<main class="app__main seo-prerender">${chatRoomHtml({ empty })}</main></div>`;

beforeAll(async () => {
  // a site with its owner: without one every page leads to /setup
  await makeUser(1);
  await db().insert(config).values({ blog_name: '测试博客' }).run();
  author = await makeUser();
});

describe("/message/chat's boot block: the room's newest page as a visitor reads it", () => {
  it('an empty room arrives as an empty page, so the first render is the empty state', async () => {
    const chat = bootDataOf<ChatBoot>((await page()).text)[BOOT_PATHS.chatNewest];
    expect(chat).toEqual(await newestAsVisitor());
    expect(chat!.result.list).toEqual([]);
  });

  it("an empty room's page paints the room with its empty state", async () => {
    const { text } = await page();
    expect(text).toContain('<html lang="zh-CN" data-prerendered');
    expect(rootOf(text)).toBe(firstPaint(true));
  });

  it('holds the newest page the API gives a visitor, without a held message', async () => {
    const older = await add(author.id, Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `早先 ${i}`));
    const [held] = await add(author.id, ['审核中的一句'], 'rule');
    const shown = await add(author.id, ['第一句', HOSTILE, '最新一句']);
    const chat = bootDataOf<ChatBoot>((await page()).text)[BOOT_PATHS.chatNewest]!;
    expect(chat).toEqual(await newestAsVisitor());
    // the newest ten public messages, oldest first, as the room's first request answers
    expect(chat.result.list.map((m) => m.id)).toEqual([...older.slice(3), ...shown]);
    expect(chat.result.list.some((m) => m.id === held)).toBe(false);
  });

  it("a room with messages paints its frame without the empty state; the messages are the app's", async () => {
    const { text } = await page();
    expect(rootOf(text)).toBe(firstPaint(false));
    expect(rootOf(text)).not.toContain('最新一句');
  });

  it("is everyone's: the held message's own author, signed in, gets the same block", async () => {
    const mine = await page({ Cookie: `${SESSION_COOKIE}=${author.token}` });
    expect(mine.text).not.toContain('审核中的一句');
    expect(bootDataOf(mine.text)[BOOT_PATHS.chatNewest]).toEqual(await newestAsVisitor());
    // the API does show the author their own held message: the app asks for it after the first render
    const own = (await call('POST', '/api/chat/getChatList', { body: { size: CHAT_PAGE_SIZE, last_id: '' }, token: author.token })).json;
    expect(own.result.list.some((m: { content: string }) => m.content === '审核中的一句')).toBe(true);
  });

  it('a hostile message cannot close the block, open a comment, add an element or end a line', async () => {
    const { text } = await page();
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('</script><script>');
    expect(text).not.toContain('<!-- <img');
    expect(text).not.toContain('<img src=x');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    // and reads back to the text as sent
    expect(bootDataOf<ChatBoot>(text)[BOOT_PATHS.chatNewest]!.result.list.map((m) => m.content)).toContain(HOSTILE);
  });
});
