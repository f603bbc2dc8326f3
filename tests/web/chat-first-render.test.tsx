// @vitest-environment jsdom
import { BOOT_DATA_ELEMENT_ID, BOOT_PATHS } from '@contract/boot-data';
import { CHAT_PAGE_SIZE, type ChatMessage } from '@contract/chat';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { chatRoomHtml } from '../../worker/seo/chat-room-html';
import { FakeSocket } from './fake-socket';

/*
 * Issue 32: /message/chat's largest paint is the room's history or its empty state. The page's
 * HTML carries the newest page a visitor sees (worker/seo/boot-data.ts), so the room's first
 * render shows it with the network never answering. That page may be a minute old (visitors'
 * pages are cached) and the socket brings only what is sent after it opens: the room still asks
 * for the newest page once, and that answer replaces the page's, keeping what the socket brought.
 * The worker draws the room's frame for the first paint (worker/seo/chat-room-html.ts); React's
 * first render must be the same markup, or the room jumps as the app starts.
 */

vi.stubGlobal('WebSocket', FakeSocket);

/** Requests the room made, each answered by hand (or never). */
const requests: { body: { size: number; last_id: number | '' }; answer: (list: ChatMessage[]) => void }[] = [];
vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
  if (!String(url).includes('/api/chat/getChatList')) return new Promise(() => {});
  return new Promise((resolve) => {
    requests.push({
      body: JSON.parse(String(init?.body)),
      answer: (list) =>
        resolve(new Response(JSON.stringify({ code: 0, message: '获取聊天记录成功', result: { current: null, size: list.length, total: 99, list } }), { headers: { 'Content-Type': 'application/json' } })),
    });
  });
});
afterAll(() => vi.unstubAllGlobals());

const HOSTILE = '<img src=x onerror=alert(1)></script><!-- \u2028';
const message = (id: number, content = `第${id}句`): ChatMessage => ({
  id, user_id: 7, content, content_type: 'text', nick_name: '阿青', avatar: '', createdAt: '2026-11-29T10:00:00.000Z', updatedAt: '2026-11-29T10:00:00.000Z',
});
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const frame = (id: number) => ({ type: 'message', ...message(id) });

/** A fresh tab on /message/chat whose HTML carried `list` as the newest page (the store reads the block as it loads). */
async function openRoomPage(list: ChatMessage[], { route = false } = {}) {
  document.querySelector(`script#${BOOT_DATA_ELEMENT_ID}`)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ [BOOT_PATHS.chatNewest]: { code: 0, message: '获取聊天记录成功', result: { current: null, size: list.length, total: list.length, list } } });
  document.body.append(block);
  requests.length = 0;
  FakeSocket.all.length = 0;
  vi.resetModules();
  const { ChatPage } = await import('@/features/chat/components/chat-page');
  const { useChatStore } = await import('@/features/chat/stores/chat-store');
  // the page as its route composes it (一起听's bar, the player's button), or the room alone
  const Page = route ? (await import('@/app/routes/chat-route')).Component : ChatPage;
  const view = render(<Page />);
  return { view, useChatStore };
}

const shownIds = (store: { getState: () => { messages: { id: number }[] } }) => store.getState().messages.map((m) => m.id);
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

afterEach(cleanup);

/**
 * Parsed markup with each element's attributes in name order and React's generated ids left out
 * (the title's id and the room's aria-labelledby: the worker cannot know them, and they draw nothing).
 */
function comparable(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  for (const node of [clone, ...clone.querySelectorAll('*')]) {
    const attrs = [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attrs) node.removeAttribute(name);
    for (const [name, value] of attrs) if (name !== 'id' && name !== 'aria-labelledby') node.setAttribute(name, value);
  }
  return clone.outerHTML;
}
/** The worker's room with its controls as the app draws them: the worker draws each one disabled (a click or typing before the app takes over would be lost). */
const workerRoom = (empty: boolean) => {
  const host = document.createElement('div');
  host.innerHTML = chatRoomHtml({ empty });
  const controls = [...host.querySelectorAll('button, textarea')];
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    expect(control.hasAttribute('disabled'), control.outerHTML.slice(0, 80)).toBe(true);
    control.removeAttribute('disabled');
  }
  return host.firstElementChild!;
};

describe("the worker's room is React's first render", () => {
  it('an empty room: the same markup, its empty state included', async () => {
    const { view } = await openRoomPage([], { route: true });
    expect(comparable(view.container.querySelector('.chat-page')!)).toBe(comparable(workerRoom(true)));
  });

  it('a room with messages: the same frame, the list left to the app', async () => {
    const { view } = await openRoomPage(ids(1, 10).map((id) => message(id)), { route: true });
    const app = view.container.querySelector('.chat-page')!.cloneNode(true) as Element;
    // what the app adds inside the list (the messages, 点击加载更多消息): the list scrolls, the frame stays
    app.querySelector('.chat-list__items')!.replaceChildren();
    app.querySelector('.chat-list__more')?.remove();
    expect(comparable(app)).toBe(comparable(workerRoom(false)));
  });
});

describe('the room paints its history from the page, then asks once for the newest', () => {
  it('the first render shows the messages the page brought, with the network never answering', async () => {
    const { view } = await openRoomPage([message(1), message(2, HOSTILE), message(3)]);
    // no request has been answered: what shows came with the page
    expect(requests.every((r) => r.body.last_id === '')).toBe(true);
    const rows = [...view.container.querySelectorAll('.chat-list__items > li.chat-msg')];
    expect(rows.map((li) => li.getAttribute('data-id'))).toEqual(['1', '2', '3']);
    expect(rows[0]!.textContent).toContain('第1句');
    expect(rows[2]!.textContent).toContain('第3句');
    // hostile text is the app's user text as ever (message-html.ts): nothing of it runs or loads
    expect(view.container.querySelector('.chat-list__items img, .chat-list__items script')).toBeNull();
    expect(screen.queryByText('这里还很安静，来说第一句话吧～')).toBeNull();
  });

  it('an empty room shows its empty state at once', async () => {
    const { view } = await openRoomPage([]);
    expect(screen.getByText('这里还很安静，来说第一句话吧～')).toBeTruthy();
    expect(view.container.querySelectorAll('.chat-list__items > li')).toHaveLength(0);
  });

  it('the newest page replaces a stale one: what was sent in the gap comes, a revoked one goes, a live one stays, none twice', async () => {
    // the page was made a while ago: 1-10, the room's newest then
    const { useChatStore } = await openRoomPage(ids(1, 10).map((id) => message(id)));
    expect(shownIds(useChatStore)).toEqual(ids(1, 10));
    // the room asked for the newest page once, after its first render
    await settle();
    expect(requests.map((r) => r.body)).toEqual([{ size: CHAT_PAGE_SIZE, last_id: '' }]);
    // since the page: 11-13 were sent before the socket opened (no frames for them) and 4 was revoked;
    // 13 and 14 come on the socket before the answer does, 15 after it
    act(() => FakeSocket.all.at(-1)!.open());
    act(() => FakeSocket.all.at(-1)!.receive(frame(13)));
    act(() => FakeSocket.all.at(-1)!.receive(frame(14)));
    await act(async () => requests[0]!.answer([3, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((id) => message(id))));
    await settle();
    act(() => FakeSocket.all.at(-1)!.receive(frame(15)));
    expect(shownIds(useChatStore)).toEqual([3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    const texts = [...document.querySelectorAll('.chat-list__items')].map((ul) => ul.textContent).join('');
    expect(texts.indexOf('第3句')).toBeLessThan(texts.indexOf('第15句'));
    expect(texts).not.toContain('第4句');
    expect(texts.split('第13句')).toHaveLength(2);
  });

  it('a room cleared since the page was made is empty once the answer comes', async () => {
    const { useChatStore } = await openRoomPage(ids(1, 10).map((id) => message(id)));
    await settle();
    await act(async () => requests[0]!.answer([]));
    await settle();
    expect(shownIds(useChatStore)).toEqual([]);
    expect(screen.getByText('这里还很安静，来说第一句话吧～')).toBeTruthy();
  });

  it('an older page asked for before the newest one answers goes in front of that answer', async () => {
    await openRoomPage(ids(1, 10).map((id) => message(id)));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '点击加载更多消息' }));
    await settle();
    // only the newest page is asked for until it answers
    expect(requests.map((r) => r.body.last_id)).toEqual(['']);
    await act(async () => requests[0]!.answer(ids(6, 15).map((id) => message(id))));
    await settle();
    expect(requests.map((r) => r.body.last_id)).toEqual(['', 6]);
  });
});
