import { expect, it } from 'vitest';
import { DESKTOP, PHONE, renderInApp } from './harness';

// the footer sat in view on short pages while their content loaded, and moved down as it came
// (CLS 0.1-0.2 on /link/list, /resources/*, /message/detail at 820-1024 px): it starts below the first screen
it.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s, a page still loading keeps the footer below the first screen', async (_, size) => {
  const { container } = await renderInApp(
    <div className="app">
      <main className="app__main">
        <div className="page-container" style={{ height: 120 }} />
      </main>
      <footer className="site-footer">页脚</footer>
    </div>,
    { size },
  );
  expect(container.querySelector('.site-footer')!.getBoundingClientRect().top).toBeGreaterThanOrEqual(size.height);
});
