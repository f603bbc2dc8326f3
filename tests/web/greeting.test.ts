import { describe, expect, it } from 'vitest';
import { greeting } from '@/lib/greeting';

const at = (hour: number) => new Date(2025, 0, 15, hour, 30, 0);

describe('greeting', () => {
  const cases: Array<[number, string, string]> = [
    [0, '夜深了', '休息'],
    [4, '夜深了', '休息'],
    [5, '早上好', '元气'],
    [8, '早上好', '元气'],
    [9, '上午好', '喝口水'],
    [11, '上午好', '喝口水'],
    [12, '中午好', '午饭'],
    [13, '中午好', '午饭'],
    [14, '下午好', '提提神'],
    [17, '下午好', '提提神'],
    [18, '傍晚好', '吃晚饭'],
    [19, '傍晚好', '吃晚饭'],
    [20, '晚上好', '放松'],
    [21, '晚上好', '放松'],
    [22, '晚上好', '睡觉'],
    [23, '晚上好', '睡觉'],
  ];

  it.each(cases)('hour %i greets with %s', (hour, salute, tip) => {
    const text = greeting('小明', '小站', at(hour));
    expect(text.startsWith(`${salute}，小明！`)).toBe(true);
    expect(text).toContain(tip);
  });

  it('welcomes to the blog by the name its owner gave it, never a name of its own', () => {
    const text = greeting(undefined, '青柠的小站', at(10));
    expect(text).toBe('上午好，欢迎来到青柠的小站！工作学习之余，别忘了喝口水～');
    expect(greeting('   ', '青柠的小站', at(10))).toBe(text);
    expect(greeting(undefined, '  ', at(10))).toBe('上午好，欢迎光临！工作学习之余，别忘了喝口水～');
    expect(greeting(undefined, undefined, at(10))).not.toMatch(/小张/);
  });

  it('uses the band boundaries exactly (x:59 belongs to the earlier band)', () => {
    expect(greeting('a', '小站', new Date(2025, 0, 1, 4, 59))).toContain('夜深了');
    expect(greeting('a', '小站', new Date(2025, 0, 1, 5, 0))).toContain('早上好');
    expect(greeting('a', '小站', new Date(2025, 0, 1, 21, 59))).toContain('放松');
    expect(greeting('a', '小站', new Date(2025, 0, 1, 22, 0))).toContain('睡觉');
  });
});
