// @vitest-environment jsdom
import { ROLE_USER } from '@contract/session';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { CommentEditor } from '@/features/comments/components/comment-editor';
import { MessagePublish } from '@/features/message/components/message-publish';
import { useSession } from '@/lib/session-store';

/* The comment editor and the board note form (issue 28): a preview of what readers will see, and the bundled emoji picker. */

beforeEach(() => {
  useSession.setState({ token: 'tok', userInfo: { id: 2, role: ROLE_USER, nick_name: '读者', qq: '', avatar: '', ipAddress: '' }, showLogin: false });
});
afterEach(() => {
  cleanup();
  useSession.setState({ token: '', userInfo: null });
});

// plain selectors: role queries over the picker's 90 buttons are slow in jsdom
const box = () => document.querySelector('textarea')!;
const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });

// jsdom renders the picker's 90 buttons slowly on a busy two-core machine
describe('the comment editor', { timeout: 15_000 }, () => {
  it('previews the text as readers will see it: generics literal, markup and code rendered', () => {
    render(<CommentEditor onSubmit={vi.fn(async () => true)} />);
    fireEvent.change(box(), { target: { value: 'Vec<String> 和 <b>粗体</b>，`Rc<RefCell<T>>`' } });
    fireEvent.click(screen.getByText('预览', { selector: 'button' }));
    const preview = document.querySelector('[role="region"][aria-label="预览"]')!;
    const shown = preview.querySelector('.user-text')!;
    expect(shown.textContent).toBe('Vec<String> 和 粗体，Rc<RefCell<T>>');
    expect(shown.querySelector('b')?.textContent).toBe('粗体');
    expect(shown.querySelector('code')?.textContent).toBe('Rc<RefCell<T>>');
    // the preview follows the text
    fireEvent.change(box(), { target: { value: '**新**' } });
    expect(preview.querySelector('strong')?.textContent).toBe('新');
  });

  it('puts a picked emoji at the caret, from the bundled picker', async () => {
    render(<CommentEditor onSubmit={vi.fn(async () => true)} />);
    fireEvent.change(box(), { target: { value: '好文章' } });
    box().setSelectionRange(1, 1);
    fireEvent.click(button('表情'));
    const options = [...document.querySelectorAll('[role="listbox"][aria-label="表情"] [role="option"]')];
    expect(options).toHaveLength(90);
    fireEvent.click(options.find((o) => o.textContent === '🎉')!);
    expect(box().value).toBe('好🎉文章');
    await act(() => new Promise(requestAnimationFrame));
    expect(box().selectionStart).toBe(1 + '🎉'.length);
  });
});

describe('the board note form', { timeout: 15_000 }, () => {
  it('has the same picker: the emoji goes in at the caret and shows in the preview note', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    try {
      render(
        <MemoryRouter>
          <MessagePublish editId={0} />
        </MemoryRouter>,
      );
      fireEvent.change(box(), { target: { value: '路过 `Vec<T>`' } });
      box().setSelectionRange(2, 2);
      fireEvent.click(button('表情'));
      const options = [...document.querySelectorAll('[role="listbox"][aria-label="表情"] [role="option"]')];
      fireEvent.click(options.find((o) => o.textContent === '👍')!);
      expect(box().value).toBe('路过👍 `Vec<T>`');
      expect(document.querySelector('.message-publish__preview .user-text')?.textContent).toBe('路过👍 Vec<T>');
      await act(() => new Promise(requestAnimationFrame));
      expect(box().selectionStart).toBe(2 + '👍'.length);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
