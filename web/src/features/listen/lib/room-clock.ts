/**
 * The room's clock as this tab estimates it (NTP-style): a ping carries our time t0, the room
 * answers with its time t, and at t1 the sample says offset = t + (t1 − t0)/2 − t1. The sample
 * with the shortest round trip of the recent ones wins: its half round trip bounds its error.
 */
const KEEP = 12;

interface Sample {
  offset: number;
  rtt: number;
}

/** This tab's time in ms since 1970, with the sub-millisecond monotonic clock. */
export const localNow = () => performance.timeOrigin + performance.now();

export class RoomClock {
  private samples: Sample[] = [];
  private best: Sample | null = null;

  /** One answer to a ping sent at `t0`, read now. */
  sample(t0: number, t: number, t1 = localNow()) {
    const rtt = t1 - t0;
    if (rtt < 0 || rtt > 10_000) return;
    this.samples = [...this.samples.slice(1 - KEEP), { offset: t + rtt / 2 - t1, rtt }];
    this.best = this.samples.reduce((a, b) => (b.rtt < a.rtt ? b : a));
  }

  get ready(): boolean {
    return this.samples.length >= 3;
  }

  /** The round trip of the sample in use (ms); Infinity before the first. */
  get rtt(): number {
    return this.best?.rtt ?? Infinity;
  }

  get offset(): number {
    return this.best?.offset ?? 0;
  }

  /** The room's time now. */
  now(): number {
    return localNow() + this.offset;
  }

  reset() {
    this.samples = [];
    this.best = null;
  }
}
