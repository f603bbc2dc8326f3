/**
 * The one audio element and everything that drives it. It lives in module
 * scope of the lazily loaded player chunk, so navigation never recreates it
 * and music keeps playing across pages.
 */
import { toast } from '@/components/toast/toast';
import { musicApi } from '../api/music-api';
import { lyricIndexAt, parseLyric } from '../lib/lyric-parser';
import { stepIndex } from '../lib/play-order';
import { coverOf, type PlayerSong } from '../lib/song-shape';
import { useMusicShell } from '../stores/music-shell-store';
import { activeList, usePlayer } from '../stores/player-store';
import { bindMediaSession, showOnMediaSession } from './media-session';

/** Lyric click pauses lyric tracking 100 ms; slider use pauses progress updates 200 ms (spec §4). */
const LYRIC_CLICK_SUPPRESS_MS = 100;
const SLIDER_SUPPRESS_MS = 200;

export const audio = typeof Audio === 'undefined' ? null : new Audio();
let progressFrozenUntil = 0;
let lyricFrozenUntil = 0;
let loadToken = 0;
let frame = 0;

const get = usePlayer.getState;
const set = (patch: Parameters<ReturnType<typeof get>['set']>[0]) => get().set(patch);

export function freezeProgress(ms = SLIDER_SUPPRESS_MS) {
  progressFrozenUntil = performance.now() + ms;
}
export function freezeLyric(ms = LYRIC_CLICK_SUPPRESS_MS) {
  lyricFrozenUntil = performance.now() + ms;
}

function syncTime() {
  if (!audio) return;
  const now = performance.now();
  const patch: Partial<ReturnType<typeof get>> = {};
  if (now >= progressFrozenUntil) patch.currentTime = audio.currentTime;
  const times = get().currentSchedule?.lyricTimeList;
  if (times && now >= lyricFrozenUntil) patch.currentLyricIndex = lyricIndexAt(times, audio.currentTime * 1000);
  set(patch);
}

// While playing, a frame loop (10 Hz is plenty) keeps time and lyric line tighter than timeupdate's 4 Hz.
function tick() {
  syncTime();
  frame = window.setTimeout(() => requestAnimationFrame(tick), 100);
}

function announce() {
  const { currentSong, isPaused } = get();
  useMusicShell.getState().setNowPlaying(!isPaused, coverOf(currentSong));
  showOnMediaSession(currentSong, !isPaused);
}

if (audio) {
  audio.preload = 'auto';
  audio.volume = get().volume;
  audio.addEventListener('play', () => {
    set({ isPaused: false });
    announce();
    clearTimeout(frame);
    tick();
  });
  audio.addEventListener('pause', () => {
    clearTimeout(frame);
    set({ isPaused: true });
    syncTime();
    announce();
  });
  audio.addEventListener('timeupdate', syncTime);
  audio.addEventListener('durationchange', () => set({ duration: Number.isFinite(audio.duration) ? audio.duration : 0 }));
  audio.addEventListener('ended', () => void step(1, true));
  bindMediaSession({ play: () => void play(), pause, previous: () => void step(-1), next: () => void step(1), seekTo: seek });
}

/**
 * Starts a song: loads its description, url and lyrics, resets the time,
 * then plays (spec §4). If the browser refuses autoplay it stays paused.
 */
export async function playSong(song: PlayerSong, options: { autoplay?: boolean; startAt?: number } = {}) {
  if (!audio) return;
  const token = ++loadToken;
  const { autoplay = true, startAt = 0 } = options;
  audio.pause();
  set({ currentSong: song, loadingSong: true, currentTime: startAt, currentLyricIndex: -1, duration: (song.dt ?? 0) / 1000 });
  const [detail, url, lyric] = await Promise.all([musicApi.songDetail(song.id), musicApi.songUrl(song.id), musicApi.lyric(song.id)]);
  if (token !== loadToken) return;
  const described = detail?.songs?.[0];
  const current = described ? { ...song, ...described, active: song.active } : song;
  const src = url?.data?.[0]?.url;
  if (!src) {
    set({ loadingSong: false, currentSong: current, currentSchedule: null });
    toast.warning('这首歌暂时无法播放，换一首试试吧');
    return;
  }
  const parsed = parseLyric(lyric?.lrc?.lyric, { pureMusic: lyric?.pureMusic });
  set({ currentSong: current, currentSchedule: { id: song.id, url: src, ...parsed }, loadingSong: false });
  audio.src = src;
  audio.currentTime = startAt;
  announce();
  if (autoplay) await play();
}

async function play() {
  if (!audio) return;
  const { currentSong, currentSchedule } = get();
  if (!currentSchedule && currentSong) return playSong(currentSong);
  if (!currentSchedule) {
    const first = activeList(get())[0];
    if (first) await playSong(first);
    return;
  }
  try {
    await audio.play();
  } catch {
    set({ isPaused: true });
  }
}

function pause() {
  audio?.pause();
}

export function togglePlay() {
  if (get().isPaused) void play();
  else pause();
}

/** Seeking (slider or lyric click) resumes playback when paused (spec §4). */
export function seek(seconds: number) {
  if (!audio) return;
  const target = Math.max(0, Math.min(seconds, get().duration || seconds));
  audio.currentTime = target;
  set({ currentTime: target });
  syncTime();
  if (audio.paused) void play();
}

/** Next (1) or previous (-1) by the play mode, within the list being played; `ended` is the automatic advance. */
export async function step(direction: 1 | -1, ended = false) {
  const state = get();
  const list = activeList(state);
  if (!list.length) return;
  const current = list.findIndex((s) => s.id === state.currentSong?.id);
  const next = stepIndex(current, list.length, state.playModel, direction);
  const song = list[next]!;
  if (audio && song.id === state.currentSong?.id && state.currentSchedule) {
    audio.currentTime = 0;
    if (ended || audio.paused) await play();
    return;
  }
  await playSong(song);
}

export function setVolume(volume: number) {
  const v = Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100;
  if (audio) audio.volume = v;
  set({ volume: v });
}
