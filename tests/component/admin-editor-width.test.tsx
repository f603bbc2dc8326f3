import { expect, it } from 'vitest';
import '@/features/admin/admin.css';
import '@/features/admin/admin-pages.css';
import { PHONE, renderInApp } from './harness';

// the console's article editor on a phone: its column had grown to the toolbar's one-line width (780 px at 390)
it('the article editor fits a 390 px phone; its toolbar scrolls sideways instead of widening the page', async () => {
  const { container } = await renderInApp(
    <div className="adm-editor">
      <div className="adm-editor__main">
        <div className="adm-md">
          <div className="md-editor">
            <div className="md-editor-toolbar-wrapper">
              <div className="md-editor-toolbar" style={{ display: 'flex', width: 'max-content' }}>
                {Array.from({ length: 28 }, (_, i) => (
                  <button key={i} type="button" style={{ width: 24, flex: 'none' }} aria-label={`工具${i}`} />
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
      <aside className="adm-editor__side" />
    </div>,
    { size: PHONE },
  );
  const main = container.querySelector('.adm-editor__main')!.getBoundingClientRect();
  expect(main.width).toBeLessThanOrEqual(PHONE.width);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  const wrapper = container.querySelector('.md-editor-toolbar-wrapper')!;
  expect(getComputedStyle(wrapper).overflowX).toBe('auto');
});
