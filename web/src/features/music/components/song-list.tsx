import { addToCustom, loadMoreTracks, playFrom } from '../audio/player-actions';
import { aliasText, artistText, type PlayerSong } from '../lib/song-shape';
import { usePlayer } from '../stores/player-store';
import { LoadMoreFooter } from './load-more-footer';
import { CheckIcon, PlusIcon } from './music-icons';

/** The open playlist's songs: song, author, other, action; 30 more each time the footer shows. */
export function SongList({ narrow }: { narrow: boolean }) {
  const songs = usePlayer((s) => s.musicList);
  const loading = usePlayer((s) => s.tracksLoading);
  const loadMore = usePlayer((s) => s.tracksLoadMore);
  const playingId = usePlayer((s) => s.currentSong?.id);
  const custom = usePlayer((s) => s.customerMusicList);
  const name = usePlayer((s) => s.playlists[s.playlistIndex]?.name ?? '');
  const inCustom = new Set(custom.map((s) => s.id));

  return (
    <section className="music-songs" aria-label={`歌单：${name}`}>
      <h3 className="music-section-title">{name || '歌曲列表'}</h3>
      <div className="music-table" role="table" aria-label="歌曲列表">
        <div className="music-table__row music-table__head" role="row">
          <span role="columnheader">歌曲</span>
          <span role="columnheader">歌手</span>
          {narrow ? null : <span role="columnheader">其他</span>}
          <span role="columnheader">操作</span>
        </div>
        {songs.map((song, index) => (
          <SongRow
            key={song.id}
            song={song}
            index={index}
            playing={song.id === playingId}
            added={inCustom.has(song.id)}
            narrow={narrow}
          />
        ))}
      </div>
      <LoadMoreFooter loadMore={loadMore} loading={loading} onLoad={() => void loadMoreTracks()} />
    </section>
  );
}

function SongRow({ song, index, playing, added, narrow }: { song: PlayerSong; index: number; playing: boolean; added: boolean; narrow: boolean }) {
  return (
    <div className={`music-table__row${playing ? ' is-playing' : ''}`} role="row">
      <span role="cell" className="music-table__name">
        <em>{String(index + 1).padStart(2, '0')}</em>
        <button type="button" aria-label={`播放 ${song.name}`} onClick={() => playFrom(song, 'TOP')}>
          {song.name}
        </button>
      </span>
      <span role="cell" className="music-table__muted">{artistText(song)}</span>
      {narrow ? null : <span role="cell" className="music-table__muted">{aliasText(song) || song.al?.name || '—'}</span>}
      <span role="cell">
        <button
          type="button"
          className={`music-icon-button${added ? ' is-active' : ''}`}
          aria-label={added ? `${song.name} 已在我的歌单` : `添加 ${song.name} 到我的歌单`}
          onClick={() => addToCustom(song)}
        >
          {added ? <CheckIcon /> : <PlusIcon />}
        </button>
      </span>
    </div>
  );
}
