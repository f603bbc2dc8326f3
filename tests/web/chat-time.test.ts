import { describe, expect, it } from 'vitest';
import { chatTime, chatTimeTitle } from '@/features/chat/lib/message-time';

// local times, so the test reads the same in any time zone
const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi, 7).toISOString();
const now = new Date(2025, 2, 10, 9, 30);

describe('chatTime', () => {
  it('shows the clock today, 昨天 yesterday, the date this year and the year before', () => {
    expect(chatTime(at(2025, 3, 10, 8, 5), now)).toBe('08:05');
    expect(chatTime(at(2025, 3, 9, 23, 59), now)).toBe('昨天 23:59');
    expect(chatTime(at(2025, 1, 2, 14, 0), now)).toBe('1月2日 14:00');
    expect(chatTime(at(2024, 12, 31, 7, 45), now)).toBe('2024年12月31日 07:45');
  });

  it('a clock a little ahead of ours still reads as today; nonsense reads as nothing', () => {
    expect(chatTime(at(2025, 3, 10, 9, 31), now)).toBe('09:31');
    expect(chatTime('not a date', now)).toBe('');
    expect(chatTimeTitle(at(2025, 1, 2, 14, 0))).toBe('2025-01-02 14:00:07');
  });
});
