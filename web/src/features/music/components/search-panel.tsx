import { useState } from 'react';
import { addToCustom, playFrom } from '../audio/player-actions';
import { useSongSearch } from '../hooks/use-song-search';
import { artistsOf } from '../lib/song-shape';
import { usePlayer } from '../stores/player-store';
import { LoadMoreFooter } from './load-more-footer';
import { CheckIcon, PlusIcon, SearchIcon } from './music-icons';

const SEARCH_PLACEHOLDER = '请输入歌曲名或歌手';

/** Song search: Enter or the button searches; a name plays; the add icon lights up for songs already in my list. */
export function SearchPanel({ narrow }: { narrow: boolean }) {
  const [keyword, setKeyword] = useState('');
  const { songs, loadMore, loading, searched, search, more } = useSongSearch();
  const custom = usePlayer((s) => s.customerMusicList);
  const playType = usePlayer((s) => s.playType);
  const inCustom = new Set(custom.map((s) => s.id));

  return (
    <section className={`music-search${narrow ? ' is-narrow' : ''}`} aria-label="搜索歌曲">
      <form
        className="music-search__form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(keyword);
        }}
      >
        <input
          type="search"
          value={keyword}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="歌曲名或歌手"
          onChange={(e) => setKeyword(e.target.value)}
          maxLength={100}
        />
        <button type="submit" className="music-search__button">
          <SearchIcon /> 搜索
        </button>
      </form>
      {songs.length ? (
        <div className="music-table music-table--search" role="table" aria-label="搜索结果">
          <div className="music-table__row music-table__head" role="row">
            <span role="columnheader">歌曲</span>
            <span role="columnheader">歌手</span>
            <span role="columnheader">操作</span>
          </div>
          {songs.map((song) => {
            const added = inCustom.has(song.id);
            return (
              <div key={song.id} className="music-table__row" role="row">
                <span role="cell" className="music-table__name">
                  <button type="button" onClick={() => playFrom(song, playType)}>
                    {song.name}
                  </button>
                </span>
                <span role="cell" className="music-table__muted">
                  {artistsOf(song).map((a) => a.name).join('，') || '歌手走丢了'}
                </span>
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
          })}
        </div>
      ) : loading ? null : (
        <p className="music-empty music-search__empty">{searched ? '这里空空如也～' : '搜一搜想听的歌吧～'}</p>
      )}
      {songs.length || loading ? (
        <LoadMoreFooter loadMore={loadMore} loading={loading} onLoad={more} moreText="点击加载更多" endText="已经到底了" />
      ) : null}
    </section>
  );
}
