// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TalkContent } from '@/features/talk/components/talk-content';
import { toSafeHtml } from '@/lib/rich-text';

// a class the site styles (a fixed banner, the header's own) would dress a reader's note up as page chrome
const banner = '<p class="fixed-banner site-header">公告</p><b class="page-banner__title">点这里</b>';

describe('classes in user text', () => {
  it('comments, board notes and talk comments keep no class', () => {
    expect(toSafeHtml(banner)).toBe('<p>公告</p><b>点这里</b>');
    expect(toSafeHtml('<span class="fixed-banner header">假横幅</span>')).toBe('<span>假横幅</span>');
  });

  it('what our own markup carries survives: formatting, own images and their alt', () => {
    const kept = '<p>看<b>这</b><img src="/img/upload/2025-01/a.png" alt="😀"><br><code>x</code></p>';
    expect(toSafeHtml(kept)).toBe(kept);
    expect(toSafeHtml('<p><img class="emoji" src="/img/upload/a.png" alt="笑"></p>')).toBe('<p><img src="/img/upload/a.png" alt="笑"></p>');
  });

  it('talks keep their formatting and no class', () => {
    const { container } = render(<TalkContent html={`${banner}<em class="hljs-keyword">斜</em>`} />);
    const box = container.firstElementChild!;
    expect(box.querySelectorAll('[class]')).toHaveLength(0);
    expect(box.innerHTML).toBe('<p>公告</p><b>点这里</b><em>斜</em>');
  });
});
