/**
 * Timed LRC for a rendered tune. A line sung several times carries all its
 * timestamps ("[00:01.00][00:31.00]…"), as many real LRC files do; some songs
 * are written with three-digit milliseconds, so the player's parser meets both.
 */
function stamp(seconds, threeDigitMs) {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0');
  const frac = threeDigitMs ? String(ms % 1000).padStart(3, '0') : String(Math.floor((ms % 1000) / 10)).padStart(2, '0');
  return `[${mm}:${ss}.${frac}]`;
}

export function buildLrc(tune, phraseStarts) {
  if (tune.lyric === 'instrumental') return '[instrumental]';
  if (tune.lyric === 'none') return '';
  const times = new Map();
  for (const { time, lyric } of phraseStarts) {
    if (lyric) times.set(lyric, [...(times.get(lyric) ?? []), time]);
  }
  const header = [`[ti:${tune.name}]`, `[ar:${tune.artist}]`, `[al:${tune.album}]`, '[by:edge-blog 演示曲库]'];
  const lines = [...times].map(([text, list]) => `${list.map((t) => stamp(t, tune.threeDigitMs)).join('')}${text}`);
  return [...header, ...lines].join('\n');
}
