import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PushPanel } from '@/features/push/components/push-panel';
import { useSession } from '@/lib/session-store';
import { stubApi, until } from './helpers';
import { logIn, OWNER, READER, renderInApp } from './harness';
import '@/features/auth/components/user-center.css';

// a P-256 public key's shape (65 bytes, first 4), what GET /api/push/key answers
const PUBLIC_KEY = btoa(String.fromCharCode(4, ...new Array(64).fill(7))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ token: '', userInfo: null });
});

/** The browser's push service, stood in for: a registration whose PushManager hands out one subscription. */
function fakeBrowserPush() {
  let subscribed = false;
  const subscription = {
    endpoint: 'https://push.example/ep/1',
    options: { applicationServerKey: null as ArrayBuffer | null },
    toJSON: () => ({ endpoint: 'https://push.example/ep/1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: async () => ((subscribed = false), true),
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        subscription.options.applicationServerKey = options.applicationServerKey.slice().buffer;
        subscribed = true;
        return subscription;
      },
    },
  };
  Object.defineProperty(navigator.serviceWorker, 'ready', { configurable: true, get: () => Promise.resolve(registration) });
  vi.spyOn(navigator.serviceWorker, 'getRegistration').mockResolvedValue(registration as unknown as ServiceWorkerRegistration);
  // not asked yet (the test browser's own answer may differ), and granted when asked
  vi.spyOn(Notification, 'permission', 'get').mockReturnValue('default');
  vi.spyOn(Notification, 'requestPermission').mockResolvedValue('granted');
}

const topicNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

it('a reader subscribes this browser with the switch; the topics they pick are what the site holds', async () => {
  logIn(READER);
  fakeBrowserPush();
  const bodies: unknown[] = [];
  const calls = stubApi({ '/api/push/key': { publicKey: PUBLIC_KEY }, '/api/push/subscribe': { topics: ['reply', 'mention', 'link', 'article', 'talk'] }, '/api/push/status': { subscribed: false, topics: [] } });
  const fetchStub = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return fetchStub(input, init);
  });
  await renderInApp(<PushPanel />, { path: '/userCenter' });
  const panel = screen.getByRole('region', { name: '推送通知' });
  expect(topicNames()).toEqual(['回复我的', '@我的', '友链申请结果', '新文章', '新说说']);
  // nothing of the owner's for a reader
  expect(within(panel).queryByText('待审核')).toBeNull();

  const toggle = within(panel).getByRole('switch', { name: '在此浏览器接收推送' });
  await userEvent.click(within(panel).getByRole('checkbox', { name: '@我的' }));
  await userEvent.click(toggle);
  await until(() => toggle.getAttribute('aria-checked') === 'true', 'the switch is on');
  expect(calls).toContain('/api/push/subscribe');
  expect(bodies.at(-1)).toEqual({
    subscription: { endpoint: 'https://push.example/ep/1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } },
    topics: ['reply', 'link', 'article', 'talk'],
  });
  expect(panel.textContent).toContain('已开启');
});

it('the owner also sees the site’s own topics; someone without an account only the public ones', async () => {
  fakeBrowserPush();
  stubApi({ '/api/push/status': { subscribed: false, topics: [] } });
  logIn(OWNER);
  const { unmount } = await renderInApp(<PushPanel />, { path: '/userCenter' });
  expect(topicNames()).toEqual(['回复我的', '@我的', '友链申请结果', '新文章', '新说说', '新评论', '待审核', '友链申请']);
  unmount();

  useSession.setState({ token: '', userInfo: null });
  await renderInApp(<PushPanel />, { path: '/userCenter' });
  expect(topicNames()).toEqual(['新文章', '新说说']);
  expect(screen.getByText(/登录后还可以收到/)).toBeTruthy();
});

it('says plainly when notifications were refused, and when the browser has no push at all', async () => {
  stubApi({});
  vi.spyOn(Notification, 'permission', 'get').mockReturnValue('denied');
  const { unmount } = await renderInApp(<PushPanel />, { path: '/userCenter' });
  expect(screen.getByRole('region', { name: '推送通知' }).textContent).toContain('通知权限已被拒绝');
  expect(screen.queryByRole('switch')).toBeNull();
  unmount();

  vi.stubGlobal('PushManager', undefined);
  delete (window as { PushManager?: unknown }).PushManager;
  await renderInApp(<PushPanel />, { path: '/userCenter' });
  expect(screen.getByRole('region', { name: '推送通知' }).textContent).toContain('当前浏览器不支持推送通知');
  expect(screen.queryByRole('checkbox')).toBeNull();
});
