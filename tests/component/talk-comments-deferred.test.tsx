import { afterEach, expect, it, vi } from 'vitest';
import { Component as TalkRoute } from '@/app/routes/talk-route';
import { renderInApp } from './harness';
import { stubApi, until } from './helpers';

afterEach(() => vi.unstubAllGlobals());

// the section's chunk in before the page starts: a section asked for shows at once, not after Vite serves it
await import('@/features/comments/components/comment-section');

/**
 * The browser's observer as on a page of its own: this test's page is a frame, which clips what is
 * below its bottom whatever the margin. This one says an element is near when it is within its
 * margin of the window, when observed and after each scroll.
 */
class WindowObserver {
  private readonly margin: number;
  private readonly targets = new Set<Element>();
  private readonly check = () => {
    for (const el of this.targets) {
      const r = el.getBoundingClientRect();
      if (r.top < innerHeight + this.margin && r.bottom > -this.margin) this.callback([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  };
  constructor(
    private readonly callback: IntersectionObserverCallback,
    { rootMargin = '0px' }: IntersectionObserverInit = {},
  ) {
    this.margin = Number.parseFloat(rootMargin);
    addEventListener('scroll', this.check, true);
  }
  observe(el: Element) {
    this.targets.add(el);
    this.check();
  }
  disconnect() {
    this.targets.clear();
    removeEventListener('scroll', this.check, true);
  }
}

const talk = {
  id: 13,
  content: '博客迁移到 Cloudflare Workers 完成 🎉 聊天室、音乐播放器都搬过来了，本地 npm start 一条命令就能跑。欢迎大家来聊天室坐坐～',
  user_id: 1,
  status: 1,
  is_top: 1,
  like_times: 35,
  createdAt: '2024-01-01 00:00:00',
  updatedAt: '2024-01-01 00:00:00',
  talkImgList: ['/img/demo/photo-1.svg', '/img/demo/photo-2.svg', '/img/demo/photo-3.svg', '/img/demo/photo-4.svg'],
  nick_name: '小张',
  avatar: '',
  is_like: false,
  comment_count: 4,
};

// Lighthouse's phone: a talk with pictures fills it, and its comments start just under it
const PHONE_412 = { width: 412, height: 823 };

// Within the usual 600 px the comments loaded, rendered and fetched their replies while the page
// started: four commits of a first visit's blocking time (issue 32). They wait for the reader.
it('/talk?id=: the comments under the first screen wait for the reader’s first move, then load before they are reached', async () => {
  vi.stubGlobal('IntersectionObserver', WindowObserver);
  const calls = stubApi({
    '/api/talk/getTalkById/13': talk,
    '/api/comment/frontGetParentComment': { current: 1, size: 10, total: 0, list: [] },
    '/api/comment/getCommentTotal': 0,
  });
  const { container } = await renderInApp(<TalkRoute />, { path: '/talk?id=13', size: PHONE_412 });
  await until(() => container.querySelector('.talk-card') !== null, 'the talk came');
  const waiting = container.querySelector('.talk-list > .card[aria-busy="true"]');
  expect(waiting, 'the comments’ stand-in').not.toBeNull();
  expect(waiting!.getBoundingClientRect().top, 'below the first screen').toBeGreaterThan(PHONE_412.height);

  // a page nobody has touched yet (a first visit starting): the comments are neither shown nor asked for
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(container.querySelector('.comment-section')).toBeNull();
  expect(calls.filter((path) => path.startsWith('/api/comment'))).toEqual([]);

  // the way back sits above them: the tap that brings the comments must not move what it taps
  const back = () => container.querySelector('.talk-detail__back')!.getBoundingClientRect().top;
  const backBefore = back();

  // the reader's first touch: the comments come while still below the screen, before a scroll reaches them
  document.dispatchEvent(new Event('touchstart', { bubbles: true }));
  await until(() => container.querySelector('.comment-section') !== null, 'the comments are shown');
  expect(calls.some((path) => path.startsWith('/api/comment'))).toBe(true);
  expect(scrollY).toBe(0);
  expect(back()).toBe(backBefore);
});
