/** A parsed lyric: texts and their start times in ms, sorted by time (spec §3 "Playback info"). */
export interface ParsedLyric {
  lyricList: string[];
  lyricTimeList: number[];
}

const STAMP = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g;
export const NO_LYRIC_TEXT = '暂无歌词';
export const PURE_MUSIC_TEXT = '纯音乐，请欣赏';

function fractionMs(text: string | undefined): number {
  if (!text) return 0;
  // ".5" is half a second, ".05" 50 ms, ".050" 50 ms: the digits are a decimal fraction
  return Math.round(Number(`0.${text}`) * 1000);
}

/**
 * LRC → lists. Handles several timestamps on one line ("[00:01.00][00:31.00]text"),
 * two- or three-digit fractions, metadata tags ([ti:], [ar:], [offset:]), blank
 * lines, and answers that carry no lyric or mark pure music.
 */
export function parseLyric(lrc: string | null | undefined, opts: { pureMusic?: boolean } = {}): ParsedLyric {
  const offsetMatch = /\[offset:\s*(-?\d+)\]/i.exec(lrc ?? '');
  const offset = offsetMatch ? Number(offsetMatch[1]) : 0;
  const entries: { time: number; text: string; order: number }[] = [];
  let order = 0;
  for (const raw of (lrc ?? '').split(/\r?\n/)) {
    const stamps = [...raw.matchAll(STAMP)];
    if (!stamps.length) continue;
    const text = raw.replace(STAMP, '').trim();
    for (const m of stamps) {
      const time = Number(m[1]) * 60_000 + Number(m[2]) * 1000 + fractionMs(m[3]) - offset;
      entries.push({ time: Math.max(0, time), text, order: order++ });
    }
  }
  entries.sort((a, b) => a.time - b.time || a.order - b.order);
  const visible = entries.filter((e, i) => e.text || i < entries.length - 1);
  if (!visible.some((e) => e.text)) {
    return { lyricList: [opts.pureMusic ? PURE_MUSIC_TEXT : NO_LYRIC_TEXT], lyricTimeList: [0] };
  }
  return { lyricList: visible.map((e) => e.text), lyricTimeList: visible.map((e) => e.time) };
}

/** Index of the line sung at `ms` (-1 before the first line). */
export function lyricIndexAt(times: number[], ms: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (times[mid]! <= ms) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
