// @vitest-environment jsdom
/** The chat history says which day its messages are from: a separator opens each day (issue 28, fault 3). */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MessageList } from '@/features/chat/components/message-list';
import { chatDay } from '@/features/chat/lib/message-time';
import { useChatStore, type ChatItem } from '@/features/chat/stores/chat-store';

// local times, so the test reads the same in any time zone
const at = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi).toISOString();
const now = new Date(2026, 10, 28, 12, 0);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useChatStore.setState({ messages: [], hasMore: false, historyLoaded: false });
});

it('names a day as today, yesterday, a date this year and a date with its year before', () => {
  expect(chatDay(at(2026, 11, 28, 0, 1), now)).toBe('今天');
  expect(chatDay(at(2026, 11, 27, 23, 59), now)).toBe('昨天');
  expect(chatDay(at(2026, 11, 26, 8), now)).toBe('11月26日');
  expect(chatDay(at(2025, 12, 31, 22), now)).toBe('2025年12月31日');
  expect(chatDay('not a date', now)).toBe('');
});

it('puts one separator before the first message of each day, none between messages of the same day', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const item = (id: number, createdAt: string): ChatItem => ({ id, user_id: 2, content: `m${id}`, content_type: 'text', nick_name: '阿青', avatar: '', createdAt });
  useChatStore.setState({
    historyLoaded: true,
    messages: [
      item(1, at(2025, 12, 31, 22)),
      item(2, at(2026, 11, 26, 8)),
      item(3, at(2026, 11, 26, 9)),
      item(4, at(2026, 11, 27, 23, 59)),
      item(5, at(2026, 11, 28, 0, 1)),
      item(6, at(2026, 11, 28, 11)),
    ],
  });
  render(<MessageList onRevoke={() => {}} />);
  const rows = [...document.querySelectorAll('.chat-list__items > li')].map((li) =>
    li.classList.contains('chat-list__day') ? `— ${li.textContent} —` : (li.textContent?.match(/m\d/)?.[0] ?? '?'),
  );
  expect(rows).toEqual(['— 2025年12月31日 —', 'm1', '— 11月26日 —', 'm2', 'm3', '— 昨天 —', 'm4', '— 今天 —', 'm5', 'm6']);
});
