import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { playFrom, removeFromCustom } from '../audio/player-actions';
import { artistText } from '../lib/song-shape';
import { usePlayer } from '../stores/player-store';
import { TrashIcon } from './music-icons';

const EMPTY_CUSTOM_TEXT = '歌单空空如也，去添加几首喜欢的歌吧～';

/** The listener's own playlist: play from it (CUSTOM), remove songs; closes on an outside click. */
export function CustomListPopover() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const songs = usePlayer((s) => s.customerMusicList);
  const playType = usePlayer((s) => s.playType);
  const playingId = usePlayer((s) => s.currentSong?.id);
  const ref = useRef<HTMLDivElement>(null);

  useDismiss(ref, open, close);

  return (
    <div className="music-popover-anchor" ref={ref}>
      <button type="button" className={`music-chip${open ? ' is-active' : ''}`} aria-expanded={open} onClick={() => setOpen(!open)}>
        我的歌单<span className="music-chip__count">{songs.length}</span>
      </button>
      {open ? (
        <div className="music-popover music-custom" role="region" aria-label="我的歌单">
          <p className="music-custom__head">
            我的歌单 <small>{playType === 'CUSTOM' ? '正在播放' : `${songs.length} 首`}</small>
          </p>
          {songs.length ? (
            <ul>
              {songs.map((song) => (
                <li key={song.id} className={song.id === playingId ? 'is-playing' : ''}>
                  <button type="button" className="music-custom__song" onClick={() => playFrom(song, 'CUSTOM')}>
                    <strong>{song.name}</strong>
                    <small>{artistText(song)}</small>
                  </button>
                  <button
                    type="button"
                    className="music-icon-button"
                    aria-label={`从我的歌单删除 ${song.name}`}
                    onClick={() => removeFromCustom(song.id)}
                  >
                    <TrashIcon />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="music-empty">{EMPTY_CUSTOM_TEXT}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
