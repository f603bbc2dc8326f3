// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isOwnImage, ownImageKey } from '@contract/own-image';
import { isOwnImageUrl } from '@/features/chat/lib/message-html';
import { toSafeHtml } from '@/lib/rich-text';

const refused = [
  '',
  'https://x/y.png',
  'http://blog.test/img/a.png',
  '//evil.example/img/a.png',
  'javascript:alert(1)',
  'data:image/png;base64,xx',
  '/\\evil.example/p.png',
  '/img/..%2Fsecret',
  '/img/a/../b.png',
  '/img/a//b.png',
  '/img//evil.example/a.png',
  '/img/%',
  '/img/%zz',
  '/img/%E0%A4%A',
  '/img/a%5Cb.png',
  '/img/a.png?x=1',
  '/img/a b.png',
  '/img/',
  `/img/upload/${'x'.repeat(5000)}`,
  '/assets/a.png',
];

describe('the shared own-image rule', () => {
  it('accepts paths this site issues and names their key', () => {
    expect(ownImageKey('/img/upload/2025-01/abcdefghijklmnop.png')).toBe('upload/2025-01/abcdefghijklmnop.png');
    expect(ownImageKey('/img/demo/cover-01.svg')).toBe('demo/cover-01.svg');
    expect(ownImageKey('/img/upload%2Fa.png')).toBe('upload/a.png');
    expect(isOwnImage(`/img/${'x'.repeat(300)}`)).toBe(true);
  });

  it.each(refused)('refuses %s without throwing', (url) => {
    expect(isOwnImage(url)).toBe(false);
    expect(isOwnImageUrl(url)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isOwnImage(undefined)).toBe(false);
    expect(isOwnImage(42)).toBe(false);
  });
});

describe('comment and note images', () => {
  it('keep own images and drop every other source', () => {
    expect(toSafeHtml('<p>看<img src="/img/upload/a.png"></p>')).toBe('<p>看<img src="/img/upload/a.png"></p>');
    for (const src of ['/\\evil.example/p.png', '//evil.example/p.png', 'https://evil.example/p.png', '/img/%zz', '/img/../x.png']) {
      expect(toSafeHtml(`<p>看<img src="${src}"></p>`), src).toBe('<p>看</p>');
    }
  });
});
