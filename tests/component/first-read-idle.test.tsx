import { afterEach, expect, it } from 'vitest';
import { useHeaderScroll } from '@/app/layout/use-header-scroll';
import BackToTop from '@/features/article/components/back-to-top';
import { PHONE, renderInApp } from './harness';

// The header and the reading ring read the page's geometry once when they mount. Read in the mount
// effect, that made the browser lay out the whole freshly committed page inside the app's first
// task (a forced layout of up to 25 ms on an article, ×4 on a phone): they read when the page is idle.

const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
let reads = 0;

afterEach(() => {
  Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
  window.scrollTo(0, 0);
});

function HeaderProbe() {
  const { hidden, transparent } = useHeaderScroll();
  return <i data-testid="header" data-hidden={String(hidden)} data-transparent={String(transparent)} />;
}

it('reads no geometry as it mounts, and shows the scrolled page as it is once idle', async () => {
  // a page the reader opened scrolled (a reload mid-article): no scroll event comes after the mount
  const tall = document.createElement('div');
  tall.style.height = '4000px';
  document.body.append(tall);
  window.scrollTo(0, 1200);
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      reads++;
      return scrollHeight.get!.call(this);
    },
  });

  const { container, getByTestId } = await renderInApp(
    <>
      <HeaderProbe />
      <BackToTop />
    </>,
    { path: '/article', size: PHONE },
  );
  // render() has committed and run the effects
  expect(reads).toBe(0);
  expect(container.querySelector('.back-to-top.is-shown')).toBeNull();

  await expect.poll(() => container.querySelector('.back-to-top.is-shown')).not.toBeNull();
  expect(reads).toBeGreaterThan(0);
  expect(getByTestId('header').dataset.transparent).toBe('false');
  // the first read sets where the page stands: it is not a scroll down, so the header stays
  expect(getByTestId('header').dataset.hidden).toBe('false');
  tall.remove();
});
