import { describe, expect, it } from 'vitest';
import { lyricIndexAt, NO_LYRIC_TEXT, parseLyric, PURE_MUSIC_TEXT } from '@/features/music/lib/lyric-parser';
import { lineAnimation, lineDuration } from '@/features/music/lib/lyric-timing';
import { formatTime } from '@/features/music/lib/format-time';

describe('lyric parser', () => {
  it('turns [mm:ss.xx] lines into texts and millisecond start times, skipping metadata tags', () => {
    const lrc = '[ti:小星星]\n[ar:法国童谣]\n[00:00.60]一闪一闪亮晶晶\n[00:05.6]满天都是小星星\n\n[01:02.05]挂在天上放光明';
    expect(parseLyric(lrc)).toEqual({
      lyricList: ['一闪一闪亮晶晶', '满天都是小星星', '挂在天上放光明'],
      lyricTimeList: [600, 5600, 62050],
    });
  });

  it('expands several timestamps on one line and sorts by time', () => {
    const lrc = '[00:01.00][00:31.00]一闪一闪亮晶晶\n[00:10.00]满天都是小星星';
    expect(parseLyric(lrc)).toEqual({
      lyricList: ['一闪一闪亮晶晶', '满天都是小星星', '一闪一闪亮晶晶'],
      lyricTimeList: [1000, 10000, 31000],
    });
  });

  it('reads three-digit milliseconds, no fraction, and an [offset:] tag', () => {
    expect(parseLyric('[00:04.236]铃儿叮当响\n[00:07]雪花飘').lyricTimeList).toEqual([4236, 7000]);
    expect(parseLyric('[offset:500]\n[00:04.236]铃儿叮当响').lyricTimeList).toEqual([3736]);
  });

  it('keeps blank lines between sung ones as gaps but drops a trailing blank', () => {
    const parsed = parseLyric('[00:01.00]第一句\n[00:03.00]\n[00:05.00]第二句\n[00:09.00]');
    expect(parsed.lyricList).toEqual(['第一句', '', '第二句']);
  });

  it('answers missing and instrumental lyrics with one line at 0', () => {
    expect(parseLyric('')).toEqual({ lyricList: [NO_LYRIC_TEXT], lyricTimeList: [0] });
    expect(parseLyric(undefined)).toEqual({ lyricList: [NO_LYRIC_TEXT], lyricTimeList: [0] });
    expect(parseLyric('just text without time')).toEqual({ lyricList: [NO_LYRIC_TEXT], lyricTimeList: [0] });
    expect(parseLyric('', { pureMusic: true }).lyricList).toEqual([PURE_MUSIC_TEXT]);
    expect(parseLyric('[00:00.000] 纯音乐，请欣赏').lyricList).toEqual(['纯音乐，请欣赏']);
  });

  it('finds the line sung at a time', () => {
    const times = [600, 5600, 10600];
    expect(lyricIndexAt(times, 0)).toBe(-1);
    expect(lyricIndexAt(times, 600)).toBe(0);
    expect(lyricIndexAt(times, 9000)).toBe(1);
    expect(lyricIndexAt(times, 99000)).toBe(2);
  });
});

describe('special mode line timing', () => {
  it('flashes short lines and fades longer ones by the spec thresholds', () => {
    expect(lineAnimation(999)).toMatchObject({ flash: true });
    expect(lineAnimation(1000)).toMatchObject({ flash: false, fadeInMs: 800, fadeOutMs: 400 });
    expect(lineAnimation(1499)).toMatchObject({ fadeInMs: 800, fadeOutMs: 400 });
    expect(lineAnimation(1500)).toMatchObject({ fadeInMs: 1200, fadeOutMs: 600, fillMs: 1500 });
  });

  it('measures a line until the next one, the last until the end of the song', () => {
    expect(lineDuration([0, 2000, 5000], 1, 9000)).toBe(3000);
    expect(lineDuration([0, 2000, 5000], 2, 9000)).toBe(4000);
    expect(lineDuration([0], -1, 9000)).toBe(0);
  });

  it('shows time as mm:ss', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(65.9)).toBe('01:05');
    expect(formatTime(3600)).toBe('60:00');
    expect(formatTime(Number.NaN)).toBe('00:00');
  });
});
