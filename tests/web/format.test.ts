import { describe, expect, it } from 'vitest';
import { abbreviateCount, formatDuration } from '@contract/count-format';
import { groupDigits, parseDateTime, relativeTime } from '@/lib/format';

describe('relativeTime', () => {
  const now = new Date(2025, 4, 20, 12, 0, 0);

  it('parses YYYY-MM-DD HH:mm:ss as local time', () => {
    const d = parseDateTime('2025-05-20 08:09:10');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([2025, 4, 20, 8, 9, 10]);
  });

  it.each([
    ['2025-05-20 11:59:30', '30秒前'],
    ['2025-05-20 11:59:01', '59秒前'],
    ['2025-05-20 11:59:00', '1分钟前'],
    ['2025-05-20 11:01:00', '59分钟前'],
    ['2025-05-20 11:00:00', '1小时前'],
    ['2025-05-19 12:00:01', '23小时前'],
    ['2025-05-19 12:00:00', '1天前'],
    ['2025-05-10 12:00:00', '10天前'],
    ['2025-04-20 12:00:01', '29天前'],
    ['2025-04-20 12:00:00', '4月20日'],
    ['2025-01-01 00:00:00', '1月1日'],
    ['2024-12-31 23:59:59', '2024年12月31日'],
    ['2020-04-06 08:00:00', '2020年4月6日'],
  ])('%s → %s', (input, expected) => {
    expect(relativeTime(input, now)).toBe(expected);
  });

  it('never shows a negative or zero age', () => {
    expect(relativeTime('2025-05-20 12:00:00', now)).toBe('1秒前');
    expect(relativeTime('2025-05-20 12:05:00', now)).toBe('1秒前');
  });

  it('returns unparseable input unchanged', () => {
    expect(relativeTime('not a date', now)).toBe('not a date');
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1234, '1.2k'],
    [9999, '9.9k'],
    [10000, '1.0w'],
    [12345, '1.2w'],
  ])('%i → %s', (n, expected) => expect(abbreviateCount(n)).toBe(expected));
});

describe('formatDuration', () => {
  it.each([
    [0, '0秒'],
    [45_000, '45秒'],
    [180_000, '3分钟'],
    [192_000, '3分12秒'],
    [3_600_000, '1小时'],
    [3_900_000, '1小时5分钟'],
  ])('%i ms → %s', (ms, expected) => expect(formatDuration(ms)).toBe(expected));
});

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-45678, '-45,678'],
    [12.9, '12'],
    [Number.NaN, '0'],
  ])('%d → %s', (n, expected) => expect(groupDigits(n)).toBe(expected));
});
