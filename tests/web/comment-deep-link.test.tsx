// @vitest-environment jsdom
/**
 * A link to one comment (a notification's #comment-<id>) opens the section at it: the pages up to
 * its thread in the 最新 order and the thread's replies up to it come in one request each, and the
 * comment is brought into view and marked (issue 28, fault 1). The whole journey: tests/e2e/community.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CommentSection } from '@/features/comments/components/comment-section';

const comment = (id: number, parent_id: number | null) => ({
  id,
  parent_id,
  type: 1,
  for_id: 9,
  from_id: 3,
  from_name: `读者${id}`,
  form_name: `读者${id}`,
  from_avatar: '',
  to_id: parent_id ? 4 : null,
  to_name: parent_id ? '阿青' : null,
  to_avatar: null,
  content: `评论${id}`,
  thumbs_up: 0,
  ipAddress: '本机地址',
  is_like: false,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('loads the pages that hold a linked reply and marks it', async () => {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://blog.test').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    asked.push({ path, body });
    const page = (list: unknown[], total: number) => ({ list, total, current: body.current, size: body.size });
    const answers: Record<string, unknown> = {
      '/api/comment/locate': { id: 77, type: 1, for_id: 9, parent_id: 5, page: 2, reply_page: 2 },
      '/api/comment/getCommentTotal': 30,
      '/api/comment/frontGetParentComment': page([1, 2, 3, 4, 5].map((id) => comment(id, null)), 12),
      '/api/comment/frontGetChildrenComment': page(body.parent_id === 5 ? [70, 71, 72, 73, 74, 75, 76, 77].map((id) => comment(id, 5)) : [], body.parent_id === 5 ? 9 : 0),
    };
    return Response.json({ code: 0, message: 'ok', result: answers[path] ?? null });
  });
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  render(<CommentSection type={1} forId={9} focusId={77} />);
  await vi.waitFor(() => expect(document.querySelector('.comment-item--focus')?.getAttribute('data-comment-id')).toBe('77'));
  expect(scrolled).toHaveBeenCalledTimes(1);
  const parents = asked.filter((r) => r.path === '/api/comment/frontGetParentComment').at(-1)!.body;
  expect(parents).toMatchObject({ current: 1, size: 10, order: 'new' });
  const replies = asked.filter((r) => r.path === '/api/comment/frontGetChildrenComment' && r.body.parent_id === 5).at(-1)!.body;
  expect(replies).toMatchObject({ current: 1, size: 10 });
});
