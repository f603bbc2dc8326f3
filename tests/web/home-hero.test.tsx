// @vitest-environment jsdom
/** The home greeting welcomes to the blog by the name its owner gave it (网站设置), not a name in the code. */
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HomeHero } from '@/features/blog/components/home-hero';

beforeEach(() => {
  // reduced motion shows the greeting whole at once instead of typing it
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function heroOf(blogName: string, readerName?: string) {
  const client = new QueryClient();
  client.setQueryData(['config'], { blog_name: blogName, blog_avatar: '', avatar_bg: '', personal_say: '', createdAt: '2024-01-01 00:00:00' });
  render(
    <QueryClientProvider client={client}>
      <HomeHero image="" readerName={readerName} />
    </QueryClientProvider>,
  );
  return document.querySelector('.home-hero__greeting')!.textContent!;
}

it('welcomes a visitor to this blog by its configured name', () => {
  const text = heroOf('青柠的小站');
  expect(text).toContain('欢迎来到青柠的小站！');
  expect(text).not.toContain('小张');
  expect(screen.getByRole('heading', { name: '青柠的小站' })).toBeTruthy();
});

it('addresses a signed-in reader by their nickname', () => {
  expect(heroOf('青柠的小站', '读者甲')).toMatch(/，读者甲！/);
});
