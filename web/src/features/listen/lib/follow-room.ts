/**
 * A joined listener's player follows the room (issue 31): every quarter second the room's position
 * (its state advanced by our estimate of its clock) is compared with the audio element's, and the
 * player loads, seeks or nudges its rate (drift.ts). A pause the listener makes themselves takes
 * them out of sync by choice; rejoining brings them back at the room's position.
 */
import { positionAt } from '@contract/chat-listen-protocol';
import { advance } from '@contract/chat-listen-state';
import { useListen } from '../stores/listen-store';
import { correction, nextSeekLead } from './drift';
import type { ListenPlayer } from './ports';
import type { RoomClock } from './room-clock';

const TICK_MS = 250;
/** After a seek, the element gets this long to settle before its error teaches the seek lead. */
const SETTLE_MS = 600;

export class RoomFollower {
  private timer: ReturnType<typeof setInterval> | null = null;
  private loading = false;
  private seekLead = 60;
  private seekedAt = 0;
  /** pauses and plays we make ourselves, so the element's events can tell the listener's own */
  private ours = 0;
  private watched: HTMLAudioElement | null = null;
  /** a track the player could not load: not asked again (with a warning each time) until the room moves on */
  private failed: number | null = null;

  constructor(
    private readonly player: ListenPlayer,
    private readonly clock: RoomClock,
  ) {}

  start() {
    this.timer ??= setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const el = this.player.element();
    if (el) el.playbackRate = 1;
    useListen.getState().set({ drift: null });
  }

  private watch(el: HTMLAudioElement) {
    if (this.watched === el) return;
    this.watched = el;
    el.addEventListener('pause', () => {
      if (this.ours > 0) return void this.ours--;
      const { joined, room } = useListen.getState();
      // the room plays on: this listener chose to step out
      if (joined && room?.state.startedAt !== null && !el.ended) useListen.getState().set({ apart: true, drift: null });
    });
  }

  private pause(el: HTMLAudioElement) {
    if (el.paused) return;
    this.ours++;
    el.pause();
  }

  private tick() {
    const { room, joined, apart } = useListen.getState();
    if (!room || !joined || apart || !this.clock.ready || this.loading) return;
    const now = this.clock.now();
    const state = advance(room.state, now);
    const el = this.player.element();
    if (el) this.watch(el);
    if (!state.track) {
      if (el) this.pause(el);
      return;
    }
    const playing = state.startedAt !== null;
    if (this.player.loadedId() !== state.track.id || !el) {
      if (this.failed === state.track.id) return;
      const wanted = state.track.id;
      this.loading = true;
      // the player pauses the song it had before loading ours: that pause is ours, not the listener's
      if (el && !el.paused) this.ours++;
      void this.player.load(state.track, positionAt(state, this.clock.now()) + this.seekLead, playing).finally(() => {
        this.loading = false;
        this.failed = this.player.loadedId() === wanted ? null : wanted;
        this.seekedAt = performance.now();
      });
      return;
    }
    if (!playing) {
      this.pause(el);
      if (Math.abs(el.currentTime * 1000 - state.position) > 50) el.currentTime = state.position / 1000;
      useListen.getState().set({ drift: null });
      return;
    }
    if (el.paused) {
      el.currentTime = (positionAt(state, this.clock.now()) + this.seekLead) / 1000;
      this.seekedAt = performance.now();
      void el.play().catch(() => undefined);
      return;
    }
    if (el.seeking || el.readyState < 3) return;
    const error = el.currentTime * 1000 - positionAt(state, this.clock.now());
    useListen.getState().set({ drift: Math.round(error) });
    if (this.seekedAt && performance.now() - this.seekedAt > SETTLE_MS) {
      this.seekLead = nextSeekLead(this.seekLead, error);
      this.seekedAt = 0;
    }
    const fix = correction(error);
    if (fix.seek) {
      el.playbackRate = 1;
      el.currentTime = (positionAt(state, this.clock.now()) + this.seekLead) / 1000;
      this.seekedAt = performance.now();
      return;
    }
    if (el.playbackRate !== fix.rate) el.playbackRate = fix.rate;
  }
}
