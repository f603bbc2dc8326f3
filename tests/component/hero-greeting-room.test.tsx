import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PageBanner } from '@/components/page-banner';
import { greeting } from '@/lib/greeting';

/*
 * Issue 32: the home hero's greeting is typed in a character at a time; on a phone it wraps to a
 * second line, and the hero's centred text moved up as that line began, and its box widened a
 * character at a time (Lighthouse CLS 0.02-0.06 on /home at 412 px). The line's room is there
 * from the first paint and the box is the banner's width (layout.css), as the worker's
 * prerendered hero has them, empty.
 */

const LONGEST = greeting(undefined, '小张的博客', new Date(2026, 0, 1, 20));

function hero(text: string) {
  return (
    <PageBanner
      size="hero"
      title="小张的博客"
      image=""
      subtitle={
        <p className="home-hero__greeting" aria-live="off">
          {text}
          <span className="home-hero__caret" aria-hidden="true" />
        </p>
      }
    />
  );
}

it.each([
  ['phone', 412, 823],
  ['desktop', 1366, 900],
])('on a %s the hero text stands where it will stand once the greeting is typed', async (_, width, height) => {
  await page.viewport(width, height);
  const { container, rerender, unmount } = render(hero(''));
  const content = () => container.querySelector('.page-banner__content')!.getBoundingClientRect();
  const empty = content();
  rerender(hero(LONGEST));
  const typed = content();
  // neither taller nor wider: a box that grows with its text moves its edges at every character
  expect(typed.top).toBe(empty.top);
  expect(typed.height).toBe(empty.height);
  expect(typed.left).toBe(empty.left);
  expect(typed.width).toBe(empty.width);
  unmount();
});
