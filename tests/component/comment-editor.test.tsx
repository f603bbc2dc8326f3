import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CommentEditor } from '@/features/comments/components/comment-editor';
import '@/features/comments/components/comments.css';
import { PHONE, READER, logIn, renderInApp } from './harness';

const LONG_CODE = '```rust\nlet cells: Vec<Rc<RefCell<HashMap<String, Vec<Option<Box<dyn Fn(&str) -> Result<(), String>>>>>>>> = Vec::new();\n```';

// on a phone the comment box is about 300 px wide: what it opens and previews stays inside the screen
it('on a phone the emoji picker and a previewed long code line stay inside the screen', async () => {
  logIn(READER);
  const { container } = await renderInApp(
    <div className="card comment-section" style={{ padding: 16 }}>
      <CommentEditor onSubmit={async () => true} />
    </div>,
    { size: PHONE },
  );
  const box = container.querySelector('textarea')!;
  // the preview of a line longer than the screen: the block scrolls, the page does not widen
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, LONG_CODE);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  screen.getByText('预览', { selector: 'button' }).click();
  const pre = await screen.findByText(/let cells/, { selector: 'pre > code' });
  expect(pre.parentElement!.scrollWidth).toBeGreaterThan(pre.parentElement!.clientWidth);
  screen.getByLabelText('表情', { selector: 'button' }).click();
  const picker = await screen.findByRole('listbox', { name: '表情' });
  const width = window.innerWidth;
  expect(picker.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  expect(picker.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
});
