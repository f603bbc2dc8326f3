/**
 * A playlist longer than one page of the player's list (30 songs, spec §4), so
 * its paging ("下拉/点击加载更多～", then "已经到底了") can be seen and tested.
 * Rendering 36 more tunes would slow every seed, so the extra entries are
 * further rounds of the nine synthesised songs: new song rows that reuse their
 * audio, cover and lyric (the stored files stay nine; a file still named by a
 * row is never deleted, see worker/services/stored-files.ts).
 */

/** Rounds 2..5 of each tune: 9 originals + 36 rounds = 45 entries, a page and a half. */
const ROUNDS = [2, 3, 4, 5];

export const LONG_PLAYLIST = { slug: 'radio', name: '循环电台', description: '九首旋律一遍遍轮播，适合挂机', palette: 3 };

/** The rounds as music_song rows, ids continuing after `songs`; and the playlist's song ids in play order. */
export function encoreSongs(songs) {
  const rounds = [];
  for (const round of ROUNDS) {
    for (const song of songs) {
      rounds.push({ ...song, id: songs.length + rounds.length + 1, name: `${song.name}（第 ${round} 遍）` });
    }
  }
  return { rounds, order: [...songs, ...rounds].map((s) => s.id) };
}
