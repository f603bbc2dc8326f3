import type { ReactNode } from 'react';
import { songAddresses } from '../api/music-api';
import { addToCustom, loadMoreTracks, playFrom } from '../audio/player-actions';
import { aliasText, artistText, coverOf, type PlayerSong } from '../lib/song-shape';
import { usePlayer } from '../stores/player-store';
import { LoadMoreFooter } from './load-more-footer';
import { CheckIcon, PlusIcon } from './music-icons';

/** A song as another part of the site gets it (离线收听, composed in app/layout): its names and the addresses it plays from. */
export interface SongHandle {
  id: number;
  name: string;
  artist: string;
  cover: string;
  addresses: ReturnType<typeof songAddresses>;
}
/** More actions in a song's row, beside 添加到我的歌单. */
export type SongAction = (song: SongHandle) => ReactNode;

/** The open playlist's songs: song, author, other, action; 30 more each time the footer shows. */
export function SongList({ narrow, songAction }: { narrow: boolean; songAction?: SongAction }) {
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
      <div className={`music-table${songAction ? ' music-table--more-actions' : ''}`} role="table" aria-label="歌曲列表">
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
            songAction={songAction}
          />
        ))}
      </div>
      <LoadMoreFooter loadMore={loadMore} loading={loading} onLoad={() => void loadMoreTracks()} />
    </section>
  );
}

interface SongRowProps {
  song: PlayerSong;
  index: number;
  playing: boolean;
  added: boolean;
  narrow: boolean;
  songAction?: SongAction;
}

function SongRow({ song, index, playing, added, narrow, songAction }: SongRowProps) {
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
        {songAction?.({ id: song.id, name: song.name, artist: artistText(song), cover: coverOf(song), addresses: songAddresses(song.id) })}
      </span>
    </div>
  );
}
