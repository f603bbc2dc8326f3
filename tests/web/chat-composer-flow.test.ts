// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';

vi.stubGlobal('WebSocket', FakeSocket);
// the room asks no proof of work of this account (GET /api/challenge); every other request stays pending
vi.stubGlobal('fetch', (url: string) =>
  String(url).includes('/api/challenge') ? Promise.resolve(new Response(JSON.stringify({ code: 0, message: '', result: { required: false } }), { headers: { 'Content-Type': 'application/json' } })) : new Promise(() => {}),
);
/** A send goes out once its (here: no) challenge solution is known, a few tasks later. */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

// the page fetches the proof-of-work pool with its first write (chat-actions.ts); loaded here first, a send takes a task, not a module load
await import('@/lib/challenge/challenge-pool');
const { useSession } = await import('@/lib/session-store');
const { useChatStore } = await import('@/features/chat/stores/chat-store');
const { sendText } = await import('@/features/chat/lib/chat-actions');
const { reconnectChat } = await import('@/features/chat/lib/chat-controller');
const { useToasts } = await import('@/components/toast/toast');

const me = { id: 2, role: 2, nick_name: '测试', qq: '', avatar: '', ipAddress: '' };
const socket = () => FakeSocket.all.at(-1)!;
const message = (over: object) => ({ type: 'message', id: Math.floor(Math.random() * 1e9), user_id: me.id, content: 'hi', content_type: 'text', nick_name: '测试', avatar: '', ...over });
const sentTexts = () => socket().sent.map((s) => JSON.parse(s)).filter((f) => f.type === 'message');

beforeAll(async () => {
  useSession.setState({ token: 'tok', userInfo: me });
  // the first send opens the socket (spec §5: a closed socket reconnects first)
  useChatStore.getState().setDraft('x');
  sendText('x');
  await sent();
  socket().open();
  useChatStore.setState({ sending: null, draft: '' });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => useToasts.setState({ toasts: [] }));

describe('the composer keeps a text until the room accepts it', () => {
  it('a refused text (rate limit) stays in the draft, with the room\'s reason shown', async () => {
    useChatStore.getState().setDraft('第一句');
    expect(sendText('第一句')).toBe(true);
    await sent();
    expect(sentTexts().at(-1)).toMatchObject({ content: '第一句' });
    expect(useChatStore.getState().sending).not.toBeNull();
    // one text in flight at a time
    expect(sendText('第一句')).toBe(false);
    socket().receive({ type: 'tips', content: '发送太频繁了，请稍后再试', level: 'error' });
    expect(useChatStore.getState()).toMatchObject({ draft: '第一句', sending: null });
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain('发送太频繁了，请稍后再试');
  });

  it('our own echo clears the draft; someone else\'s message does not', async () => {
    useChatStore.getState().setDraft('第二句');
    sendText('第二句');
    await sent();
    socket().receive(message({ user_id: 99, content: '别人' }));
    expect(useChatStore.getState().draft).toBe('第二句');
    socket().receive(message({ content: '第二句', createdAt: '2025-01-02T03:04:05.000Z' }));
    expect(useChatStore.getState()).toMatchObject({ draft: '', sending: null });
    expect(useChatStore.getState().messages.at(-1)?.createdAt).toBe('2025-01-02T03:04:05.000Z');
  });

  it('a text edited while in flight is not cleared by the echo', async () => {
    useChatStore.getState().setDraft('第三句');
    sendText('第三句');
    await sent();
    useChatStore.getState().setDraft('第三句，还有');
    socket().receive(message({ content: '第三句' }));
    expect(useChatStore.getState().draft).toBe('第三句，还有');
  });

  it('a filtered text is accepted as a quote and the sender is told why', async () => {
    useChatStore.getState().setDraft('<a href=x>');
    sendText('<a href=x>');
    await sent();
    socket().receive({ type: 'tips', content: '消息包含不允许的内容，已被替换', level: 'info' });
    socket().receive(message({ content: '温柔半两，从容一生。' }));
    expect(useChatStore.getState().draft).toBe('');
    expect(useToasts.getState().toasts).toContainEqual(expect.objectContaining({ kind: 'warning', message: '消息包含不允许的内容，已被替换' }));
  });

  it('a live message without a time is dated on arrival', () => {
    const before = Date.now();
    socket().receive(message({ user_id: 99, content: '旧服务器' }));
    expect(Date.parse(useChatStore.getState().messages.at(-1)!.createdAt!)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('the forced-offline notice', () => {
  it('stays while closed and goes once the socket is open again', async () => {
    useChatStore.getState().setDraft('没发出去');
    sendText('没发出去');
    await sent();
    socket().fail(4001);
    expect(useChatStore.getState()).toMatchObject({ halted: 'forcedOffline', status: 'closed', draft: '没发出去', sending: null });
    reconnectChat();
    socket().open();
    expect(useChatStore.getState()).toMatchObject({ halted: null, status: 'online' });
  });

  it('also goes when a send reopens the socket by itself', async () => {
    socket().fail(4001);
    expect(useChatStore.getState().halted).toBe('forcedOffline');
    useChatStore.getState().setDraft('回来了');
    sendText('回来了');
    await sent();
    socket().open();
    expect(useChatStore.getState().halted).toBeNull();
    expect(sentTexts().at(-1)).toMatchObject({ content: '回来了' });
  });
});
