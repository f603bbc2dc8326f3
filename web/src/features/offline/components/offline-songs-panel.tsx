import { useEffect } from 'react';
import { formatBytes, OFFLINE_SONGS_LIMIT } from '../lib/offline-songs';
import { useOfflineSongs } from '../stores/offline-songs-store';
import './offline-panel.css';

/** 离线收听 in the user center: what is kept, how much room it takes of the limit, and a way to let it go. */
export function OfflineSongsPanel() {
  const songs = useOfflineSongs((s) => s.songs);
  const loaded = useOfflineSongs((s) => s.loaded);
  const busy = useOfflineSongs((s) => s.busy);

  useEffect(() => {
    void useOfflineSongs.getState().load();
  }, []);

  const used = songs.reduce((sum, s) => sum + s.bytes, 0);
  const supported = typeof caches !== 'undefined';
  return (
    <section className="uc-card offline-panel" aria-labelledby="offline-songs-title">
      <div className="offline-panel__head">
        <h2 id="offline-songs-title" className="uc-card__title">
          离线收听
        </h2>
        {supported ? (
          <span className="offline-panel__usage">
            已用 {formatBytes(used)} / {formatBytes(OFFLINE_SONGS_LIMIT)}
          </span>
        ) : null}
      </div>
      {supported ? (
        <div className="offline-panel__meter" role="meter" aria-label="离线空间" aria-valuemin={0} aria-valuemax={OFFLINE_SONGS_LIMIT} aria-valuenow={used} aria-valuetext={`已用 ${formatBytes(used)}`}>
          <span style={{ width: `${Math.min(100, (used / OFFLINE_SONGS_LIMIT) * 100)}%` }} />
        </div>
      ) : null}
      {!supported ? (
        <p className="offline-panel__hint">当前浏览器不支持离线保存歌曲。</p>
      ) : !loaded ? null : songs.length === 0 ? (
        <p className="offline-panel__hint">还没有离线歌曲。在音乐播放器的歌曲列表里点歌曲旁的下载按钮，歌曲连同歌词和封面会存到本机，没有网络也能播放。</p>
      ) : (
        <>
          <ul className="offline-panel__list">
            {songs.map((song) => (
              <li key={song.id}>
                <span className="offline-panel__name">{song.name}</span>
                <span className="offline-panel__meta">
                  {song.artist} · {formatBytes(song.bytes)}
                </span>
                <button type="button" className="offline-panel__remove" disabled={busy.includes(song.id)} onClick={() => void useOfflineSongs.getState().remove(song.id)}>
                  移除
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="uc-button uc-button--ghost offline-panel__clear" onClick={() => void useOfflineSongs.getState().clear()}>
            清空离线歌曲
          </button>
        </>
      )}
    </section>
  );
}
