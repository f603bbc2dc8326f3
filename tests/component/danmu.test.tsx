import type { MessageItem } from '@contract/message';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
// the playwright provider's types give cdp() its send()
import type {} from '@vitest/browser-playwright';
import { MessageDanmu } from '@/features/message/components/message-danmu';
// the board's stylesheets, as message-board.tsx loads them with the danmu
import '@/features/message/components/message-styles';
import { stubApi, until } from './helpers';
import { PHONE, renderInApp } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

// readers' notes, short and long, with emoji: the widest bubble decides whether lanes crowd
const TEXTS = [
  '第一次来，博客做得好漂亮！已经收藏了，以后常来看看～',
  '《Rust 所有权》那篇写得太清楚了，终于搞懂生命周期了，谢谢博主！',
  '请问博客的聊天室是怎么实现的？想在自己的项目里也做一个。',
  '申请了友链，麻烦博主有空审核一下哈 🙏',
  '路过，留个脚印。祝博主天天开心，代码零 bug！',
  '深夜看到这里，喝杯热牛奶早点睡吧，明天又是新的一天。',
  '测试账号来报到 👋',
  '建议文章页加一个目录导航，长文读起来会方便很多～',
  '好',
  '<b>加粗</b> 不会显示成标签',
  '来自手机的问候 📱📱📱',
  '打卡',
];

const note = (i: number): MessageItem => ({
  id: i + 1,
  message: TEXTS[i % TEXTS.length]!,
  color: '#fff',
  font_size: 14,
  font_weight: 500,
  bg_color: '',
  bg_url: '',
  user_id: null,
  nick_name: `游客${i + 1}`,
  avatar: '',
  tag: '打卡',
  like_times: 0,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
});

/** Pairs of bubbles whose boxes intersect now. */
function overlaps() {
  const boxes = [...document.querySelectorAll('.danmu__item')].map((el) => el.getBoundingClientRect());
  let n = 0;
  for (let a = 0; a < boxes.length; a++)
    for (let b = a + 1; b < boxes.length; b++) {
      const p = boxes[a]!;
      const q = boxes[b]!;
      if (p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom) n++;
    }
  return n;
}

// the board's own counts, and a busier one: the lanes and the flight length follow the number of notes
for (const count of [12, 30]) {
  it(`弹幕 bubbles on a phone never overlap each other (${count} notes, the whole cycle)`, async () => {
    stubApi({ '/api/message/getAllMessage': { list: Array.from({ length: count }, (_, i) => note(i)), total: count } });
    await renderInApp(<MessageDanmu />, { path: '/message/list', size: PHONE });
    await until(() => document.querySelectorAll('.danmu__item').length === count, 'every note flies');
    expect(screen.queryByText(/<b>/), 'markup is shown as text, without its tags').toBeNull();
    // the engine's own clock, stepped through one whole flight instead of waiting on it
    const flights = document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'danmu-fly');
    expect(flights).toHaveLength(count);
    const cycle = Number(flights[0]!.effect!.getTiming().duration);
    expect(cycle).toBeGreaterThan(0);
    for (const a of flights) a.pause();
    const steps = 60;
    for (let k = 0; k < steps; k++) {
      const t = (cycle * k) / steps;
      for (const a of flights) a.currentTime = t;
      expect(overlaps(), `two 弹幕 bubbles overlap at ${Math.round(t)} ms of ${cycle}`).toBe(0);
    }
  });
}

it('弹幕 for a reader who asks for less motion: every note stands still inside the wall, none over another', async () => {
  // the media feature as the reader's system sets it (the site's rule would otherwise end each flight off the wall)
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  try {
    stubApi({ '/api/message/getAllMessage': { list: Array.from({ length: 12 }, (_, i) => note(i)), total: 12 } });
    await renderInApp(<MessageDanmu />, { path: '/message/list', size: PHONE });
    await until(() => document.querySelectorAll('.danmu__item').length === 12, 'every note is there');
    const wall = document.querySelector('.danmu')!.getBoundingClientRect();
    const notes = [...document.querySelectorAll('.danmu__item')].map((el) => el.getBoundingClientRect());
    const seen = notes.filter((b) => b.left >= wall.left && b.right <= wall.right && b.top >= wall.top && b.top < wall.bottom);
    expect(seen.length, 'notes inside the wall').toBeGreaterThan(0);
    expect(document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'danmu-fly')).toHaveLength(0);
    expect(overlaps()).toBe(0);
  } finally {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  }
});
