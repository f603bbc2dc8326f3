import { selectPlaylist } from '../audio/player-actions';
import { usePlayer } from '../stores/player-store';

/** The category playlists with their covers; a row of chips on narrow screens. */
export function PlaylistColumn({ narrow }: { narrow: boolean }) {
  const playlists = usePlayer((s) => s.playlists);
  const current = usePlayer((s) => s.playlistIndex);
  return (
    <aside className={`music-playlists${narrow ? ' is-narrow' : ''}`} aria-label="分类歌单">
      <h3 className="music-section-title">分类歌单</h3>
      <ul>
        {playlists.map((list, index) => (
          <li key={list.id}>
            <button
              type="button"
              className={`music-playlist${index === current ? ' is-active' : ''}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => void selectPlaylist(index)}
            >
              <img src={list.coverImgUrl} alt="" width={44} height={44} loading="lazy" />
              <span>{list.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
