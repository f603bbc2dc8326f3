// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPage, firstPager, SEARCH_PAGE_SIZE, SONG_PAGE_SIZE } from '@/features/music/lib/paging';
import { loadPlayer, savePlayer } from '@/features/music/lib/player-persistence';
import { fromSearchSong, artistText, UNKNOWN_ARTIST } from '@/features/music/lib/song-shape';

describe('music paging', () => {
  it('uses 30 for playlists and 20 for search, from offset 0', () => {
    expect(firstPager(SONG_PAGE_SIZE)).toEqual({ items: [], offset: 0, limit: 30, loadMore: true });
    expect(SEARCH_PAGE_SIZE).toBe(20);
  });

  it('grows the offset by the limit on each page and stops on an empty page', () => {
    let pager = firstPager<number>(SEARCH_PAGE_SIZE);
    pager = applyPage(pager, Array.from({ length: 20 }, (_, i) => i));
    expect(pager).toMatchObject({ offset: 20, loadMore: true });
    pager = applyPage(pager, [20, 21]);
    expect(pager).toMatchObject({ offset: 40, loadMore: true });
    expect(pager.items).toHaveLength(22);
    pager = applyPage(pager, []);
    expect(pager).toMatchObject({ offset: 40, loadMore: false });
    expect(pager.items).toHaveLength(22);
  });
});

describe('player persistence', () => {
  it('saves under blog-music-player as base64 and restores checked fields', () => {
    localStorage.clear();
    const song = { id: 7, name: '送别', ar: [{ id: 1, name: '李叔同' }], al: { picUrl: '/img/x.svg' } };
    savePlayer({
      volume: 0.3, playModel: 'LISTLOOP', playType: 'CUSTOM', lyricType: 'SPECIAL', playlistIndex: 2,
      customerMusicList: [song], musicList: [], currentSong: song, currentTime: 12.5, wasPlaying: true,
    });
    const raw = localStorage.getItem('blog-music-player')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(loadPlayer()).toMatchObject({ volume: 0.3, playModel: 'LISTLOOP', playType: 'CUSTOM', currentTime: 12.5, currentSong: song, wasPlaying: true });
  });

  it('ignores malformed saves', () => {
    localStorage.setItem('blog-music-player', 'not base64 at all!');
    expect(loadPlayer()).toBeNull();
    localStorage.setItem('blog-music-player', btoa(encodeURIComponent(JSON.stringify({ volume: 9, playModel: 'LOUD', customerMusicList: [{ x: 1 }], wasPlaying: 'yes' }))));
    expect(loadPlayer()).toEqual({ customerMusicList: [], musicList: [], currentSong: null });
  });
});

describe('song shapes', () => {
  it('copies search artists and album to ar / al with the artist image as cover', () => {
    const song = fromSearchSong({
      id: 1, name: '茉莉花', artists: [{ id: 2, name: '江苏民歌', img1v1Url: '/img/a.svg' }],
      album: { id: 3, name: '民歌', picUrl: '', artist: { id: 2, name: '江苏民歌', img1v1Url: '/img/a.svg' } },
      alias: ['Jasmine'], duration: 1000,
    });
    expect(song.ar).toEqual(song.artists);
    expect(song.al?.picUrl).toBe('/img/a.svg');
    expect(artistText(song)).toBe('江苏民歌');
    expect(artistText({ id: 9, name: 'x' })).toBe(UNKNOWN_ARTIST);
  });
});
