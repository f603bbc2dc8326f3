import { useEffect, useRef } from 'react';
import { freezeLyric, seek } from '../audio/playback';
import { usePlayer } from '../stores/player-store';

/** After the listener scrolls the lyrics by hand, automatic tracking waits 1 s (spec §4). */
const MANUAL_SCROLL_PAUSE_MS = 1000;

/** COMMON mode: every line in a scrolling list, the current one highlighted and centred; a click seeks there. */
export function LyricCommon() {
  const schedule = usePlayer((s) => s.currentSchedule);
  const index = usePlayer((s) => s.currentLyricIndex);
  const listRef = useRef<HTMLOListElement>(null);
  const manualUntil = useRef(0);

  useEffect(() => {
    const list = listRef.current;
    const line = list?.children[Math.max(0, index)] as HTMLElement | undefined;
    if (!list || !line || performance.now() < manualUntil.current) return;
    list.scrollTo({ top: line.offsetTop - list.clientHeight / 2 + line.clientHeight / 2, behavior: 'smooth' });
  }, [index, schedule]);

  const markManual = () => {
    manualUntil.current = performance.now() + MANUAL_SCROLL_PAUSE_MS;
  };

  if (!schedule) return <p className="lyric-common__empty">播放一首歌，歌词会出现在这里</p>;
  return (
    <ol className="lyric-common" ref={listRef} onWheel={markManual} onTouchMove={markManual} aria-label="歌词列表">
      {schedule.lyricList.map((text, i) => (
        <li key={`${i}-${schedule.lyricTimeList[i]}`} className={i === index ? 'is-current' : ''} aria-current={i === index ? 'true' : undefined}>
          <button
            type="button"
            onClick={() => {
              // hold automatic tracking briefly so the clicked line is not overwritten by a stale time update
              freezeLyric();
              usePlayer.getState().set({ currentLyricIndex: i });
              seek((schedule.lyricTimeList[i] ?? 0) / 1000);
            }}
          >
            {text || '♪'}
          </button>
        </li>
      ))}
    </ol>
  );
}
